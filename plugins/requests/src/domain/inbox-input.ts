import { z } from 'zod';
import { requiredText } from '@eventalp/platform-sdk';

/** A reply to a request, sent by e-mail from the request page. */
export const replyInput = z.object({ message: requiredText({ min: 2, max: 5000 }) });

export const inboxMessages = {
  replySent: 'Deine Antwort wurde gesendet.',
  archived: 'Die Anfrage wurde archiviert.',
  restored: 'Die Anfrage wurde wiederhergestellt.',
} as const;
