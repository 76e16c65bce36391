/**
 * E-mail goes through the outbox table: callers write it inside their own transaction (the mail
 * exists exactly when the change that caused it was committed), and with it one job of the queue
 * whose id is the row's uuid (decision 0083): any instance sends it once (outbox/worker.ts).
 */
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import { enqueue, QUEUES } from '../jobs';

export interface EmailMessage {
  portal: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface SendEmailJob {
  email: string;
}

/** Queue an e-mail. Pass the transaction (`tx`) of the change the mail belongs to. */
export async function sendEmail(db: Db, message: EmailMessage): Promise<string> {
  // the row and its job together (a savepoint inside the caller's transaction)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(outboxEmails)
      .values({ portal: message.portal, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
      .returning({ uuid: outboxEmails.uuid });
    const uuid = row!.uuid;
    await enqueue(tx, QUEUES.sendEmail, { email: uuid } satisfies SendEmailJob, { id: uuid, singletonKey: uuid });
    return uuid;
  });
}
