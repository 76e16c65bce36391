/**
 * 'You will receive an email from us … as soon as the pictures are ready' (spec 1, issue 34 item 3): when
 * a photo job goes into the shop (the import's job.json turns inWebshop on), its pictures-ready job
 * (written with that change) tells every parent who has one of its picture sets in their account, one
 * e-mail each naming their sets, in their language. All the mails and the job's completion are one
 * transaction (decision 0083): a crash before the commit writes none, a retry after it finds the job done.
 */
import { href } from '@shop/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, portals, reminderSettings, subjects, userSubjects, users } from '../db/schema';
import { QUEUES } from '../jobs';
import { sendEmail } from '../outbox/outbox';
import { configuredOrigin } from '../portals/origin';
import { unsubscribeLink } from './unsubscribe';

export interface PicturesReadyJob {
  job: string;
}

interface Mail {
  subject: (shop: string) => string;
  text: (p: { name: string; sets: string; job: string; shop: string; link: string; off: string }) => string;
}

const MAIL: Record<'en' | 'nb', Mail> = {
  en: {
    subject: (shop) => `Your pictures are ready at ${shop}`,
    text: (p) =>
      `Hello ${p.name},\n\nThe pictures of ${p.sets} (${p.job}) are now in the webshop.\n\nSee them here: ${p.link}\n\nBest regards,\n${p.shop}\n\nNo more e-mails like this for these picture sets: ${p.off}`,
  },
  nb: {
    subject: (shop) => `Bildene dine er klare hos ${shop}`,
    text: (p) =>
      `Hei ${p.name},\n\nBildene av ${p.sets} (${p.job}) er nå i nettbutikken.\n\nSe dem her: ${p.link}\n\nVennlig hilsen\n${p.shop}\n\nIngen flere slike e-poster for disse bildesettene: ${p.off}`,
  },
};

export function registerPicturesReadyJobs(app: FastifyInstance): void {
  app.shop.jobs.handle<PicturesReadyJob>(QUEUES.picturesReady, async ({ job }, { complete }) => {
    await app.shop.db.transaction(async (tx) => {
      const rows = await tx
        .select({ user: users, set: subjects.name, setUuid: subjects.uuid, jobName: jobs.name, portal: portals })
        .from(userSubjects)
        .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
        .innerJoin(jobs, eq(jobs.uuid, subjects.job))
        .innerJoin(users, eq(users.uuid, userSubjects.userUuid))
        .innerJoin(portals, eq(portals.key, jobs.portal))
        .leftJoin(reminderSettings, and(eq(reminderSettings.userUuid, users.uuid), eq(reminderSettings.subjectUuid, subjects.uuid)))
        // still in the shop when the job runs; the account on the job's own portal; the set's reminders not
        // switched off (the communication preferences, or this e-mail's unsubscribe link)
        .where(
          and(
            eq(subjects.job, job),
            eq(jobs.hasBeenInWebshop, true),
            eq(users.portal, jobs.portal),
            or(isNull(reminderSettings.remindersEnabled), eq(reminderSettings.remindersEnabled, true)),
          ),
        )
        .orderBy(users.uuid, subjects.name);
      const byUser = new Map<string, typeof rows>();
      for (const r of rows) byUser.set(r.user.uuid, [...(byUser.get(r.user.uuid) ?? []), r]);
      for (const [, mine] of byUser) {
        const { user, portal, jobName } = mine[0]!;
        const lang = (user.lang ?? portal.defaultLanguage) === 'nb' ? 'nb' : 'en';
        const mail = MAIL[lang];
        const sets = mine.map((r) => r.set).join(lang === 'nb' ? ' og ' : ' and ');
        const origin = configuredOrigin(app.shop.config, portal) ?? '';
        await sendEmail(tx, {
          portal: portal.key,
          to: user.email,
          subject: mail.subject(portal.name),
          text: mail.text({
            name: user.name || user.email,
            sets,
            job: jobName,
            shop: portal.name,
            link: `${origin}${href('myaccount.picture-sets')}`,
            off: await unsubscribeLink(
              tx,
              origin,
              user.uuid,
              mine.map((r) => r.setUuid),
            ),
          }),
        });
      }
      await complete(tx);
    });
  });
}
