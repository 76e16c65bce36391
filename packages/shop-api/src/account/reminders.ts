/**
 * Reminder e-mails (issue 34 item 3; decision 0094): before a job's yearbook selection deadline (to parents
 * of a set that may choose a pose and has not) and before a package offer's time-limited price ends (to
 * parents with a set on the offer's portal), each to those whose reminders are on for the set (the
 * communication preferences; on unless switched off), at most once per parent and event. The `reminders`
 * job runs on a schedule kept once for the installation; it writes the sent-once rows (reminders_sent: a
 * rerun or a second instance finds them), the e-mails (outbox, each its own send job) and its completion in
 * one transaction. Every e-mail carries the unsubscribe link (unsubscribe.ts).
 */
import { formatDateText, href } from '@shop/contracts';
import { and, eq, gt, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  jobs,
  packageOffers,
  portals,
  reminderSettings,
  remindersSent,
  subjects,
  userSubjects,
  userYearbookPoses,
  users,
  type Portal as PortalRow,
  type ReminderKind,
  type UserRow,
} from '../db/schema';
import { QUEUES } from '../jobs';
import { sendEmail } from '../outbox/outbox';
import { configuredOrigin } from '../portals/origin';
import { textsFor, unsubscribeLink } from './unsubscribe';

/** A reminder goes once its event ends within this time. */
export const REMINDER_LEAD_MS = 3 * 86_400_000;
/** How often the installation looks for due reminders. */
export const REMINDERS_CRON = '23 * * * *';

interface Due {
  kind: ReminderKind;
  event: string;
  endsAt: Date;
  /** The offer's name or the job's; shown in the e-mail. */
  what: string;
  user: UserRow;
  portal: PortalRow;
  sets: { uuid: string; name: string }[];
}

interface Mail {
  subject: (p: { what: string; shop: string }) => string;
  text: (p: { name: string; what: string; sets: string; date: string; link: string; off: string; shop: string }) => string;
}

const MAIL: Record<'en' | 'nb', Record<ReminderKind, Mail> & { unsubscribe: string }> = {
  en: {
    'selection-deadline': {
      subject: (p) => `Reminder: choose the yearbook picture – ${p.shop}`,
      text: (p) =>
        `Hello ${p.name},\n\nThe yearbook picture of ${p.sets} (${p.what}) can be chosen until ${p.date}.\n\nChoose it here: ${p.link}\n\nBest regards,\n${p.shop}\n\nNo more reminders for these picture sets: ${p.off}`,
    },
    'offer-ends': {
      subject: (p) => `Reminder: the offer ${p.what} ends soon – ${p.shop}`,
      text: (p) =>
        `Hello ${p.name},\n\nThe offer ${p.what} for ${p.sets} ends on ${p.date}.\n\nSee it here: ${p.link}\n\nBest regards,\n${p.shop}\n\nNo more reminders for these picture sets: ${p.off}`,
    },
    unsubscribe: 'Unsubscribe',
  },
  nb: {
    'selection-deadline': {
      subject: (p) => `Påminnelse: velg bilde til skolekatalogen – ${p.shop}`,
      text: (p) =>
        `Hei ${p.name},\n\nBildet til skolekatalogen for ${p.sets} (${p.what}) kan velges til og med ${p.date}.\n\nVelg det her: ${p.link}\n\nVennlig hilsen\n${p.shop}\n\nIngen flere påminnelser for disse bildesettene: ${p.off}`,
    },
    'offer-ends': {
      subject: (p) => `Påminnelse: tilbudet ${p.what} slutter snart – ${p.shop}`,
      text: (p) =>
        `Hei ${p.name},\n\nTilbudet ${p.what} for ${p.sets} slutter ${p.date}.\n\nSe det her: ${p.link}\n\nVennlig hilsen\n${p.shop}\n\nIngen flere påminnelser for disse bildesettene: ${p.off}`,
    },
    unsubscribe: 'Avmeld',
  },
};

/** A set's reminders are on unless the parent switched them off. */
const remindersOn = or(isNull(reminderSettings.remindersEnabled), eq(reminderSettings.remindersEnabled, true));

const groupByUser = <R extends { user: UserRow; portal: PortalRow; set: { uuid: string; name: string } }>(rows: R[]) => {
  const by = new Map<string, { user: UserRow; portal: PortalRow; sets: { uuid: string; name: string }[] }>();
  for (const r of rows) {
    const entry = by.get(r.user.uuid) ?? { user: r.user, portal: r.portal, sets: [] };
    if (!entry.sets.some((s) => s.uuid === r.set.uuid)) entry.sets.push(r.set);
    by.set(r.user.uuid, entry);
  }
  return [...by.values()];
};

/** Selection deadlines within the lead: parents of sets that may choose a pose and have chosen none. */
async function selectionDeadlines(tx: Db, now: Date): Promise<Due[]> {
  const rows = await tx
    .select({
      user: users,
      portal: portals,
      set: { uuid: subjects.uuid, name: subjects.name },
      job: { uuid: jobs.uuid, name: jobs.name, endsAt: jobs.yearbookSelectionExpiresAt },
    })
    .from(jobs)
    .innerJoin(subjects, eq(subjects.job, jobs.uuid))
    .innerJoin(userSubjects, eq(userSubjects.subjectUuid, subjects.uuid))
    .innerJoin(users, and(eq(users.uuid, userSubjects.userUuid), eq(users.portal, jobs.portal)))
    .innerJoin(portals, eq(portals.key, jobs.portal))
    .leftJoin(reminderSettings, and(eq(reminderSettings.userUuid, users.uuid), eq(reminderSettings.subjectUuid, subjects.uuid)))
    .where(
      and(
        isNotNull(jobs.yearbookSelectionExpiresAt),
        gt(jobs.yearbookSelectionExpiresAt, now),
        lte(jobs.yearbookSelectionExpiresAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
        eq(jobs.hasBeenInWebshop, true),
        eq(jobs.isArchived, false),
        eq(subjects.qualifyYearbookPose, true),
        remindersOn,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(userYearbookPoses)
            .where(and(eq(userYearbookPoses.userUuid, users.uuid), eq(userYearbookPoses.subjectUuid, subjects.uuid))),
        ),
      ),
    )
    .orderBy(users.uuid, subjects.name);
  const byJob = new Map<string, typeof rows>();
  for (const r of rows) byJob.set(r.job.uuid, [...(byJob.get(r.job.uuid) ?? []), r]);
  return [...byJob.values()].flatMap((jobRows) =>
    groupByUser(jobRows).map((g) => ({
      kind: 'selection-deadline' as const,
      event: jobRows[0]!.job.uuid,
      endsAt: jobRows[0]!.job.endsAt!,
      what: jobRows[0]!.job.name,
      ...g,
    })),
  );
}

/** Package offers whose time-limited price ends within the lead: parents with a set on the offer's portal. */
async function offersEnding(tx: Db, now: Date): Promise<Due[]> {
  const offers = await tx
    .select()
    .from(packageOffers)
    .where(
      and(
        eq(packageOffers.active, true),
        isNotNull(packageOffers.timeLimitedPrice),
        gt(packageOffers.timeLimitedEndsAt, now),
        lte(packageOffers.timeLimitedEndsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    );
  const due: Due[] = [];
  for (const offer of offers) {
    const rows = await tx
      .select({ user: users, portal: portals, set: { uuid: subjects.uuid, name: subjects.name } })
      .from(userSubjects)
      .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
      .innerJoin(jobs, eq(jobs.uuid, subjects.job))
      .innerJoin(users, eq(users.uuid, userSubjects.userUuid))
      .innerJoin(portals, eq(portals.key, users.portal))
      .leftJoin(reminderSettings, and(eq(reminderSettings.userUuid, users.uuid), eq(reminderSettings.subjectUuid, subjects.uuid)))
      .where(and(eq(users.portal, offer.portal), eq(jobs.portal, offer.portal), eq(jobs.hasBeenInWebshop, true), eq(jobs.isArchived, false), remindersOn))
      .orderBy(users.uuid, subjects.name);
    for (const g of groupByUser(rows)) {
      const lang = (g.user.lang ?? g.portal.defaultLanguage) === 'nb' ? 'nb' : 'en';
      due.push({
        kind: 'offer-ends',
        event: offer.uuid,
        endsAt: offer.timeLimitedEndsAt!,
        what: offer.name[lang] ?? offer.name.en ?? Object.values(offer.name)[0] ?? '',
        ...g,
      });
    }
  }
  return due;
}

/** Writes the sent-once row; answers false when this parent had this event's reminder already. */
async function claim(tx: Db, d: Due): Promise<boolean> {
  const rows = await tx
    .insert(remindersSent)
    .values({ kind: d.kind, event: d.event, endsAt: d.endsAt, userUuid: d.user.uuid })
    .onConflictDoNothing()
    .returning({ user: remindersSent.userUuid });
  return rows.length > 0;
}

/** Where the e-mail leads: the first set's yearbook pose page, or the package offers. */
const linkOf = (d: Due) => (d.kind === 'selection-deadline' ? href('myaccount.yearbook-pose', { pictureSetUuid: d.sets[0]!.uuid }) : href('products.packages'));

/** Finds the due reminders and writes each e-mail once; answers how many it wrote. */
export async function sendDueReminders(tx: Db, app: Pick<FastifyInstance['shop'], 'config'>, now = new Date()): Promise<number> {
  let sent = 0;
  for (const d of [...(await selectionDeadlines(tx, now)), ...(await offersEnding(tx, now))]) {
    if (!(await claim(tx, d))) continue;
    const lang = (d.user.lang ?? d.portal.defaultLanguage) === 'nb' ? 'nb' : 'en';
    const mail = MAIL[lang][d.kind];
    const origin = configuredOrigin(app.config, d.portal) ?? '';
    const sets = d.sets.map((s) => s.name).join(textsFor(lang).and);
    await sendEmail(tx, {
      portal: d.portal.key,
      to: d.user.email,
      subject: mail.subject({ what: d.what, shop: d.portal.name }),
      text: mail.text({
        name: d.user.name || d.user.email,
        what: d.what,
        sets,
        date: formatDateText(d.endsAt, lang, { country: d.portal.country }),
        link: `${origin}${linkOf(d)}`,
        off: await unsubscribeLink(
          tx,
          origin,
          d.user.uuid,
          d.sets.map((s) => s.uuid),
        ),
        shop: d.portal.name,
      }),
    });
    sent++;
  }
  return sent;
}

export function registerReminderJobs(app: FastifyInstance): void {
  app.shop.jobs.handle(QUEUES.reminders, async (_data, { complete }) => {
    const sent = await app.shop.db.transaction(async (tx) => {
      const n = await sendDueReminders(tx, app.shop);
      await complete(tx);
      return n;
    });
    if (sent) app.log.info({ sent }, 'reminder e-mails written');
  });
  app.shop.jobs.schedule(QUEUES.reminders, REMINDERS_CRON);
}
