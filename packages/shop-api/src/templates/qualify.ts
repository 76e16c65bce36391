/**
 * Which templates a picture set can fill, and the resources it starts with (spec 2: userResources).
 * A set qualifies when its job is in the webshop and not archived, and every required image slot of
 * the template has a picture the slot's rule allows (picture type, orientation). The prefill puts the
 * set's pictures into the image slots (each slot its own picture while there are enough) and the
 * subject's data into text slots that fill from it. Pure functions over loaded rows.
 */
import { fullId, type ImageSlot, type Scene, type UserResource } from '@shop/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, pictures, subjects, userSubjects, type PictureRow } from '../db/schema';

export interface SetForTemplates {
  uuid: string;
  name: string;
  group: string;
  jobName: string;
  /** The job's uuid (catalogues are offered per job). */
  job: string;
  /** In the set's own order; group pictures included. */
  pictures: Array<Pick<PictureRow, 'uuid' | 'webshopId' | 'width' | 'height' | 'pictureType' | 'groupPicture'>>;
}

const fits = (slot: ImageSlot, p: SetForTemplates['pictures'][number]) => {
  const { pictureTypes, orientation } = slot.rule;
  if (pictureTypes.length ? !pictureTypes.includes(p.pictureType) : p.groupPicture) return false;
  if (orientation === 'portrait' && p.width > p.height) return false;
  if (orientation === 'landscape' && p.height > p.width) return false;
  return true;
};

const imageSlots = (scene: Scene) => scene.parts.flatMap((part) => part.elements.flatMap((e) => (e.kind === 'image' ? [{ part, slot: e }] : [])));

export function qualifies(scene: Scene, set: SetForTemplates): boolean {
  return imageSlots(scene).every(({ slot }) => !slot.required || set.pictures.some((p) => fits(slot, p)));
}

export function prefill(scene: Scene, set: SetForTemplates): UserResource[] {
  const used = new Map<string, number>();
  const out: UserResource[] = [];
  for (const part of scene.parts) {
    for (const e of part.elements) {
      if (e.kind === 'image') {
        const allowed = set.pictures.filter((p) => fits(e, p));
        if (!allowed.length) continue;
        // the least used allowed picture: four photo slots get four pictures when the set has them
        const pick = allowed.reduce((best, p) => ((used.get(p.uuid) ?? 0) < (used.get(best.uuid) ?? 0) ? p : best), allowed[0]!);
        used.set(pick.uuid, (used.get(pick.uuid) ?? 0) + 1);
        out.push({ id: e.id, fullId: fullId(part.refId, e.id), image: { uuid: pick.uuid, webshopId: pick.webshopId, width: pick.width, height: pick.height } });
      } else if (e.kind === 'text' && e.fillFrom) {
        const text = e.fillFrom === 'subject.name' ? set.name : e.fillFrom === 'subject.group' ? set.group : set.jobName;
        if (text) out.push({ id: e.id, fullId: fullId(part.refId, e.id), type: 'STRING', text });
      }
    }
  }
  return out;
}

/**
 * The user's picture sets on the portal whose job is in the webshop and not archived, most recently
 * added first (spec 2: "the most recent picture set with relevant pictures"), with their pictures.
 */
export async function setsForTemplates(db: Db, user: { uuid: string; portal: string }, only?: string): Promise<SetForTemplates[]> {
  const conditions = [eq(userSubjects.userUuid, user.uuid), eq(subjects.portal, user.portal), eq(jobs.hasBeenInWebshop, true), eq(jobs.isArchived, false)];
  if (only) conditions.push(eq(subjects.uuid, only));
  const rows = await db
    .select({ uuid: subjects.uuid, name: subjects.name, group: subjects.groupName, jobName: jobs.name, job: jobs.uuid })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(...conditions))
    .orderBy(desc(userSubjects.addedAt), asc(subjects.name));
  if (!rows.length) return [];
  const pics = await db
    .select({
      subject: pictures.subject,
      uuid: pictures.uuid,
      webshopId: pictures.webshopId,
      width: pictures.width,
      height: pictures.height,
      pictureType: pictures.pictureType,
      groupPicture: pictures.groupPicture,
    })
    .from(pictures)
    .where(
      inArray(
        pictures.subject,
        rows.map((r) => r.uuid),
      ),
    )
    .orderBy(asc(pictures.sort), asc(pictures.webshopId));
  return rows.map((r) => ({ ...r, pictures: pics.filter((p) => p.subject === r.uuid) }));
}
