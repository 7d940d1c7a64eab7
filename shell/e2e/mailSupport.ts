import fs from 'node:fs';
import path from 'node:path';
import { MAIL_DIR, decodeMimeHeader } from './catalogSupport';

/** Quoted-printable text (RFC 2045) as UTF-8: soft line breaks joined, `=XX` bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of the newest mail to `address` in the outbox folder, or null when there is none. */
export function newestMailTextTo(address: string): string | null {
  if (!fs.existsSync(MAIL_DIR)) return null;
  const names = fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = fs.readFileSync(path.join(MAIL_DIR, name), 'utf8');
    const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    const to = decodeMimeHeader(/^To: (.*)$/im.exec(unfolded)?.[1] ?? '');
    if (!to.includes(address)) continue;
    const text = body.join('\n\n');
    return /^Content-Transfer-Encoding: quoted-printable$/im.test(unfolded)
      ? decodeQuotedPrintable(text)
      : text;
  }
  return null;
}
