/**
 * Delivers the outbox over SMTP as jobs of the queue (decision 0083), only where SMTP_URL is set; without
 * it mail stays in the outbox (the development mailbox) and its jobs wait. One message per job, the job's
 * id the outbox row's uuid, which is also the message's Message-ID: the queue gives a job to one
 * instance at a time, a row already sent is never sent again (a retried or repeated job finds sent_at
 * and sends nothing), and the one case left — an instance that dies after the SMTP server took the
 * message and before sent_at is written — resends the same Message-ID, which receivers treat as the same
 * message. A failed send is recorded on the row and retried with backoff by the queue.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails, portals } from '../db/schema';
import { QUEUES } from '../jobs';
import type { SendEmailJob } from './outbox';

export interface Mailer {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }): Promise<unknown>;
}

async function senderOf(db: Db, portal: string, mailFrom?: string): Promise<string> {
  if (mailFrom) return mailFrom;
  const [p] = await db.select({ name: portals.name, contact: portals.contact }).from(portals).where(eq(portals.key, portal));
  if (!p) throw new Error(`Unknown portal '${portal}'`);
  // a quoted display name: portal names may hold commas
  return `"${p.name.replace(/["\\\r\n]/g, '')}" <${p.contact.email}>`;
}

/** The Message-ID of an outbox row: its uuid at the sender's domain. */
export function messageIdOf(uuid: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'shop.invalid';
  return `<${uuid}@${domain}>`;
}

/**
 * Sends one outbox row unless it was sent; answers whether a message went out. Throws when the send
 * failed (the queue retries the job), after recording the error on the row.
 */
export async function deliverEmail(db: Db, mailer: Mailer, uuid: string, mailFrom?: string): Promise<boolean> {
  const [mail] = await db
    .update(outboxEmails)
    .set({ claimedAt: sql`now()`, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(sql`${outboxEmails.uuid} = ${uuid} AND ${outboxEmails.sentAt} IS NULL`)
    .returning();
  if (!mail) return false;
  try {
    const from = await senderOf(db, mail.portal, mailFrom);
    await mailer.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      messageId: messageIdOf(mail.uuid, from),
    });
  } catch (err) {
    await db
      .update(outboxEmails)
      .set({ error: String((err as Error).message ?? err).slice(0, 1000) })
      .where(eq(outboxEmails.uuid, mail.uuid));
    throw err;
  }
  await db.update(outboxEmails).set({ sentAt: new Date(), error: null }).where(eq(outboxEmails.uuid, mail.uuid));
  return true;
}

/** Registers the e-mail job's handler when SMTP is configured (before the job runner starts). */
export function registerEmailJobs(app: FastifyInstance): void {
  const { smtpUrl, mailFrom } = app.shop.config;
  if (!smtpUrl) return;
  // each wait bounded: a hung server fails the attempt, and the queue retries it
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  app.shop.jobs.handle<SendEmailJob>(QUEUES.sendEmail, async ({ email }) => {
    await deliverEmail(app.shop.db, transport, email, mailFrom);
  });
  app.addHook('onClose', async () => transport.close());
  app.log.info('outbox: delivering e-mail over SMTP (job queue)');
}
