/**
 * The development mailbox: what the outbox holds for the current portal. It exists only where mail
 * is not delivered (no SMTP_URL) outside production, and answers only this machine (devToolAllowed):
 * to anyone else it is not there (404), like in production.
 */
import { api, type MailboxEmail } from '@shop/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { outboxEmails, type OutboxEmail } from '../db/schema';
import { devToolAllowed } from '../http/dev-tools';
import { notFound } from '../http/errors';
import { route } from '../http/route';

/** Mail stays in the outbox (no SMTP) and this is not production. */
export const mailboxEnabled = (config: AppConfig) => !config.production && !config.smtpUrl;

/** The mailbox's page and calls answer this request. */
export const mailboxOpenTo = (request: FastifyRequest) => mailboxEnabled(request.server.shop.config) && devToolAllowed(request);

const NO_MAILBOX = "No such path: the development mailbox answers only on the server's own machine";

const toMailboxEmail = (m: OutboxEmail): MailboxEmail => ({
  uuid: m.uuid,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
  error: m.error,
});

export function registerMailbox(root: FastifyInstance): void {
  // its own scope: the gate runs before anything else, so a refused request learns nothing (not even a 400)
  void root.register(async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!mailboxOpenTo(request)) throw notFound(NO_MAILBOX);
    });
    registerMailboxCalls(app);
  });
}

function registerMailboxCalls(app: FastifyInstance): void {
  route(app, api.mailbox, async ({ query }, request) => {
    const where: SQL[] = [eq(outboxEmails.portal, request.portal.key)];
    if (query.to) where.push(sql`lower(${outboxEmails.to}) = lower(${query.to})`);
    const rows = await app.shop.db
      .select()
      .from(outboxEmails)
      .where(and(...where))
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.uuid))
      .limit(query.limit ?? 100);
    return { emails: rows.map(toMailboxEmail) };
  });

  route(app, api.mailboxEmail, async ({ params }, request) => {
    const [row] = await app.shop.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.uuid, params.uuid), eq(outboxEmails.portal, request.portal.key)));
    if (!row) throw notFound('No such e-mail');
    return { email: toMailboxEmail(row) };
  });
}
