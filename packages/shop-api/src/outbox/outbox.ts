/**
 * E-mail goes through the outbox table: callers write it inside their own transaction (the mail
 * exists exactly when the change that caused it was committed); the worker delivers it later.
 */
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface EmailMessage {
  portal: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Queue an e-mail. Pass the transaction (`tx`) of the change the mail belongs to. */
export async function sendEmail(db: Db, message: EmailMessage): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ portal: message.portal, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning({ uuid: outboxEmails.uuid });
  return row!.uuid;
}
