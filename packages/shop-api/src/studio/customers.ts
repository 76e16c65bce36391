/**
 * Customers in the studio (issue 31): found by e-mail, name or picture code, and the customer's page. An
 * operator sees a customer only through a picture set or a confirmed order in their portals, and on the
 * page only those sets and orders; support sees everyone and everything. Reading a customer's page is an
 * access to personal data: the audit entry is written in the read's own transaction.
 */
import { STUDIO_CUSTOMERS_PAGE_SIZE, studioApi, type StudioCustomerDetail, type StudioCustomerSummary } from '@shop/contracts';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { jobs, orders, portals, reminderSettings, shareInvites, subjects, userSubjects, users, type UserRow } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { route } from '../http/route';
import { findSubjectByCode } from '../photojobs';
import { requirePortalAccess } from './access';
import { writeAudit } from './audit';
import { summaryOf } from './orders';

/** LIKE's own characters taken literally. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The portals whose sets and orders a member sees: null for support (all of them). */
export const seenPortals = (request: FastifyRequest): string[] | null =>
  request.staff!.member.role === 'support' ? null : request.staff!.portalKeys.length ? request.staff!.portalKeys : [''];

/** An operator's customers: those with a picture set or a confirmed order in the operator's portals. */
function visibleTo(keys: string[]): SQL {
  return or(
    sql`EXISTS (SELECT 1 FROM ${userSubjects} JOIN ${subjects} ON ${subjects.uuid} = ${userSubjects.subjectUuid}
                 WHERE ${userSubjects.userUuid} = ${users.uuid} AND ${inArray(subjects.portal, keys)})`,
    sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userUuid} = ${users.uuid} AND ${inArray(orders.portal, keys)} AND ${isNotNull(orders.confirmedAt)})`,
  )!;
}

/** The page cursor: the last customer's lower-case e-mail and uuid, in base64url. */
const cursorOf = (email: string, uuid: string) => Buffer.from(JSON.stringify([email.toLowerCase(), uuid])).toString('base64url');

function parseCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && /^[0-9a-f-]{36}$/.test(parsed[1]))
      return [parsed[0], parsed[1]];
  } catch {
    // not JSON: refused below
  }
  throw validationError([{ field: 'query.before', message: 'Invalid cursor' }]);
}

const summary = (u: Pick<UserRow, 'uuid' | 'email' | 'name' | 'portal' | 'createdAt'>): StudioCustomerSummary => ({
  uuid: u.uuid,
  email: u.email,
  name: u.name,
  portal: u.portal,
  registeredAt: u.createdAt.toISOString(),
});

/** Customers matching `q` (parts of an e-mail or a name, or a whole picture code) that the member may see. */
async function searchCustomers(db: Db, request: FastifyRequest, query: { q?: string; portal?: string; before?: string; limit?: string }) {
  const where: SQL[] = [];
  const keys = seenPortals(request);
  if (keys) where.push(visibleTo(keys));
  if (query.portal) {
    requirePortalAccess(request, query.portal);
    where.push(eq(users.portal, query.portal));
  }
  const q = query.q?.trim();
  if (q) {
    const like = `%${likeText(q.toLowerCase())}%`;
    const found: SQL[] = [sql`lower(${users.email}) LIKE ${like}`, sql`lower(${users.name}) LIKE ${like}`];
    // a picture code names one set: its holders are found, whatever the code's spelling ('emma-2026' is EMMA2026)
    const bySet = await findSubjectByCode(db, q);
    if (bySet)
      found.push(
        sql`EXISTS (SELECT 1 FROM ${userSubjects} WHERE ${userSubjects.userUuid} = ${users.uuid} AND ${userSubjects.subjectUuid} = ${bySet.subject.uuid})`,
      );
    where.push(or(...found)!);
  }
  if (query.before) {
    const [email, uuid] = parseCursor(query.before);
    where.push(sql`(lower(${users.email}), ${users.uuid}) > (${email}, ${uuid}::uuid)`);
  }
  const limit = query.limit ? Number(query.limit) : STUDIO_CUSTOMERS_PAGE_SIZE;
  const rows = await db
    .select({ uuid: users.uuid, email: users.email, name: users.name, portal: users.portal, createdAt: users.createdAt })
    .from(users)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`lower(${users.email})`, asc(users.uuid))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { customers: page.map(summary), next: rows.length > limit && last ? cursorOf(last.email, last.uuid) : null };
}

/**
 * The customer a member may see, or 404 (a customer of no portal of the operator's is as unknown as none);
 * `keys` as seenPortals answers.
 */
export async function visibleCustomer(db: Db, keys: string[] | null, uuid: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.uuid, uuid), keys ? visibleTo(keys) : undefined));
  if (!row) throw notFound('No such customer');
  return row;
}

async function customerDetail(db: Db, user: UserRow, keys: string[] | null): Promise<StudioCustomerDetail> {
  const sets = await db
    .select({ subject: subjects, job: jobs, addedAt: userSubjects.addedAt, reminders: reminderSettings.remindersEnabled })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .leftJoin(reminderSettings, and(eq(reminderSettings.userUuid, userSubjects.userUuid), eq(reminderSettings.subjectUuid, userSubjects.subjectUuid)))
    .where(and(eq(userSubjects.userUuid, user.uuid), keys ? inArray(subjects.portal, keys) : undefined))
    .orderBy(desc(userSubjects.addedAt), asc(subjects.name));
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userUuid, user.uuid), isNotNull(orders.confirmedAt), keys ? inArray(orders.portal, keys) : undefined))
    .orderBy(desc(orders.confirmedAt), desc(orders.uuid))
    .limit(200);
  const invites = await db
    .select()
    .from(shareInvites)
    .where(and(eq(shareInvites.senderUuid, user.uuid), keys ? inArray(shareInvites.portal, keys) : undefined))
    .orderBy(desc(shareInvites.createdAt))
    .limit(100);
  const invitedSets = [...new Set(invites.flatMap((i) => i.subjectUuids))];
  const setNames = new Map(
    invitedSets.length
      ? (await db.select({ uuid: subjects.uuid, name: subjects.name }).from(subjects).where(inArray(subjects.uuid, invitedSets))).map((s) => [s.uuid, s.name])
      : [],
  );
  const [portal] = await db.select({ defaultLanguage: portals.defaultLanguage }).from(portals).where(eq(portals.key, user.portal));
  return {
    ...summary(user),
    mobile: user.mobile,
    sets: sets.map(({ subject, job, addedAt, reminders }) => ({
      uuid: subject.uuid,
      name: subject.name,
      group: subject.groupName,
      portal: subject.portal,
      job: { uuid: job.uuid, name: job.name, year: job.year },
      addedAt: addedAt.toISOString(),
      reminders: reminders ?? true,
    })),
    orders: orderRows.map((o) => summaryOf(o, user)),
    communication: { acceptMail: user.acceptMail, language: user.lang ?? portal?.defaultLanguage ?? 'en' },
    invites: invites.map((i) => ({
      recipientEmail: i.recipientEmail,
      sets: i.subjectUuids.map((s) => setNames.get(s) ?? ''),
      sentAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      acceptedAt: i.acceptedAt?.toISOString() ?? null,
    })),
  };
}

export function registerStudioCustomers(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, studioApi.studioCustomers, async ({ query }, request) => searchCustomers(db, request, query));

  route(app, studioApi.studioCustomer, async ({ params }, request) => {
    const keys = seenPortals(request);
    // the read and its audit entry in one transaction: no access without its entry
    return db.transaction(async (tx) => {
      const user = await visibleCustomer(tx, keys, params.customerUuid);
      const detail = await customerDetail(tx, user, keys);
      await writeAudit(tx, {
        staff: request.staff!.member.uuid,
        portal: user.portal,
        kind: 'customer.view',
        before: null,
        after: { customer: user.uuid, email: user.email },
      });
      return detail;
    });
  });
}
