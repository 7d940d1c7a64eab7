import fs from 'node:fs';
import path from 'node:path';
import { decodeMimeHeader, MAIL_DIR } from './catalogSupport';

export interface MailWithText {
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable (soft line breaks, `=XX` bytes) as nodemailer writes non-ASCII text. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest mail to `to` in the outbox folder with its plain text, or null. */
export function newestMailTo(to: string): MailWithText | null {
  if (!fs.existsSync(MAIL_DIR)) return null;
  const names = fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = fs.readFileSync(path.join(MAIL_DIR, name), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const header = (field: string) =>
      decodeMimeHeader(new RegExp(`^${field}: (.*)$`, 'mi').exec(head)?.[1] ?? '');
    if (!header('To').includes(to)) continue;
    const body = raw.slice(split).trim();
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    const text =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : body;
    return { to: header('To'), subject: header('Subject'), text };
  }
  return null;
}

/** The text of the newest mail to `address`, or null when there is none. */
export function newestMailTextTo(address: string): string | null {
  return newestMailTo(address)?.text ?? null;
}
