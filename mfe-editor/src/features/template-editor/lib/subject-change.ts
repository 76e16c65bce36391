/**
 * Which picture sets the image inbox may switch to while a design is made (spec 2 section 4):
 * subject-change mode 0 none (only the set the design was opened with), 1 only the same subject,
 * 2 only the same job, 3 only the same job type, 4 as 3 and asks before a picture of another set replaces
 * a slot's picture. whiteLabelDisableMixPhotographers further keeps to the opened set's photographer.
 * The account's picture sets carry the job's type and the photographer's uuid; a set without a job type
 * counts only within its own job (mode 3 never widens on missing data), photographers compare by uuid when
 * both have one, else by name.
 */
export type SubjectChangeMode = 0 | 1 | 2 | 3 | 4;

export interface SetFacts {
  uuid: string;
  subject: { uuid: string };
  job: { uuid: string; type?: string | null };
  photographer: { name: string; uuid?: string | null };
}

const samePhotographer = (a: SetFacts, b: SetFacts) =>
  a.photographer.uuid && b.photographer.uuid ? a.photographer.uuid === b.photographer.uuid : a.photographer.name === b.photographer.name;

const sameJobType = (a: SetFacts, b: SetFacts) => (a.job.type && b.job.type ? a.job.type === b.job.type : a.job.uuid === b.job.uuid);

/** Whether the inbox may show `candidate`'s pictures for a design opened with `anchor`. */
export function maySwitchTo(mode: SubjectChangeMode, anchor: SetFacts, candidate: SetFacts, disableMixPhotographers: boolean): boolean {
  if (candidate.uuid === anchor.uuid) return true;
  if (disableMixPhotographers && !samePhotographer(anchor, candidate)) return false;
  switch (mode) {
    case 0:
      return false;
    case 1:
      return candidate.subject.uuid === anchor.subject.uuid;
    case 2:
      return candidate.job.uuid === anchor.job.uuid;
    case 3:
    case 4:
      return sameJobType(anchor, candidate);
  }
}

/** The sets the inbox offers, the opened set first, in the account's order. */
export function switchableSets<S extends SetFacts>(mode: SubjectChangeMode, anchor: S, sets: readonly S[], disableMixPhotographers: boolean): S[] {
  return [anchor, ...sets.filter((s) => s.uuid !== anchor.uuid && maySwitchTo(mode, anchor, s, disableMixPhotographers))];
}

/** Mode 4 asks before a slot's picture is replaced by one from a different set. */
export const asksBeforeReplacing = (mode: SubjectChangeMode, slotPictureSet: string | null, chosenSet: string) =>
  mode === 4 && slotPictureSet !== null && slotPictureSet !== chosenSet;
