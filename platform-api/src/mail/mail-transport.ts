import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Delivers one rendered mail; answers the transport's message id. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<string>;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    attachments: mail.attachments,
    headers: { 'X-Outbox-Id': String(mail.id) },
  };
}

/** SMTP delivery through nodemailer. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      return info.messageId;
    },
  };
}

/** Writes each mail as a real MIME `.eml` file (embedded default; the back office lists them). */
export function fileDropTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async deliver(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await fs.mkdir(directory, { recursive: true });
      const file = path.join(directory, `${String(mail.id).padStart(8, '0')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      return info.messageId;
    },
  };
}
