import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** Where the stack under test writes its mails (.eml): the e2e stack's unless E2E_MAIL_DIR says. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.resolve(__dirname, '../../.data/e2e/mail');

export interface LocationCard {
  id: number;
  name: string;
  path: string;
  category: { id: number; slug: string; name: string };
}

/** The best-ranked public location, as the API lists it. */
export async function firstLocation(request: APIRequestContext): Promise<LocationCard> {
  const response = await request.get('/api/guest/locations?per_page=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: LocationCard[] };
  expect(body.data.length).toBe(1);
  return body.data[0]!;
}

/** `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` words of a MIME header, decoded (RFC 2047). */
export function decodeMimeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          );
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}

export interface SentMail {
  to: string;
  subject: string;
}

/** Headers of the newest `count` mails in the outbox folder (file names are padded outbox ids). */
export function newestMails(count = 20): SentMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .slice(-count)
    .map((name) => {
      const raw = fs.readFileSync(path.join(MAIL_DIR, name), 'utf8');
      const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      const header = (field: string) =>
        decodeMimeHeader(new RegExp(`^${field}: (.*)$`, 'mi').exec(head)?.[1] ?? '');
      return { to: header('To'), subject: header('Subject') };
    });
}
