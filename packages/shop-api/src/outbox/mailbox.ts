/** The development mailbox: what the outbox holds for the current portal. Never registered in production. */
import { api, type MailboxEmail } from '@shop/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxEmails, type OutboxEmail } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';

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

export function registerMailbox(app: FastifyInstance): void {
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
