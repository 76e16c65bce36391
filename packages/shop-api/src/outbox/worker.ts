/**
 * Delivers the outbox over SMTP (only started when SMTP_URL is set). Rows are claimed with
 * FOR UPDATE SKIP LOCKED so several instances never send one mail twice; a claim older than
 * CLAIM_TIMEOUT (a crashed worker) is taken over, which also spaces out retries after an error.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails, portals, type OutboxEmail } from '../db/schema';

const POLL_MS = 5_000;
const BATCH = 10;
const MAX_ATTEMPTS = 5;
const CLAIM_TIMEOUT = '5 minutes';

export interface Mailer {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

async function claim(db: Db): Promise<OutboxEmail[]> {
  return db
    .update(outboxEmails)
    .set({ claimedAt: sql`now()`, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(
      sql`${outboxEmails.uuid} IN (
        SELECT uuid FROM outbox_emails
        WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}
          AND (claimed_at IS NULL OR claimed_at < now() - ${CLAIM_TIMEOUT}::interval)
        ORDER BY created_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
}

async function senderOf(db: Db, portal: string, mailFrom?: string): Promise<string> {
  if (mailFrom) return mailFrom;
  const [p] = await db.select({ name: portals.name, contact: portals.contact }).from(portals).where(eq(portals.key, portal));
  if (!p) throw new Error(`Unknown portal '${portal}'`);
  // a quoted display name: portal names may hold commas
  return `"${p.name.replace(/["\\\r\n]/g, '')}" <${p.contact.email}>`;
}

/** One pass over the outbox; answers how many mails were handled. Exported for tests. */
export async function deliverPending(db: Db, mailer: Mailer, mailFrom?: string): Promise<number> {
  const batch = await claim(db);
  for (const mail of batch) {
    try {
      await mailer.sendMail({
        from: await senderOf(db, mail.portal, mailFrom),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db.update(outboxEmails).set({ sentAt: new Date(), error: null }).where(eq(outboxEmails.uuid, mail.uuid));
    } catch (err) {
      // the claim stays: the mail is retried after CLAIM_TIMEOUT, up to MAX_ATTEMPTS
      await db
        .update(outboxEmails)
        .set({ error: String((err as Error).message ?? err).slice(0, 1000) })
        .where(eq(outboxEmails.uuid, mail.uuid));
    }
  }
  return batch.length;
}

export function startOutboxWorker(db: Db, smtpUrl: string, log: FastifyBaseLogger, mailFrom?: string): () => Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    try {
      // keep going while full batches come back
      while (!stopped && (await deliverPending(db, transport, mailFrom)) === BATCH);
    } catch (err) {
      log.error({ err }, 'outbox delivery failed');
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, POLL_MS);
  timer.unref();
  log.info('outbox: delivering e-mail over SMTP');
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    transport.close();
  };
}
