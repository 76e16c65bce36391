import type { Picture, PictureSet } from '@shop/contracts/account';

/** Pictures shown on a set's card; the rest are counted as '+N'. */
export const CARD_PICTURES = 6;

/** 'View and download' appears once any type or picture of the set is bought. */
export function anythingBought(set: PictureSet): boolean {
  return set.pictures.some((p) => p.bought) || Object.values(set.digitalSet).some((s) => s.bought);
}

/** The job and its year, the year once: 'Fjordvik School 2026' already says it ('… 2026 · 2026' did not help). */
export function jobAndYear(set: Pick<PictureSet, 'job' | 'year'>): string {
  const year = String(set.year);
  return new RegExp(`(^|\\D)${year}(\\D|$)`).test(set.job.name) ? set.job.name : `${set.job.name} · ${year}`;
}

/** The line under a set's name: group, job and year (picture-set page, selector). */
export function setDescription(set: PictureSet): string {
  return [set.subject.group, jobAndYear(set)].filter(Boolean).join(' · ');
}

export function canSelectFavorites(set: PictureSet): boolean {
  return set.isEditable && set.qualifyForSelectOwnFavorites;
}

export type YearbookState = 'available' | 'expired' | 'unavailable';

export function yearbookState(set: PictureSet): YearbookState {
  if (!set.isEditable || !set.qualifyForSelectYearbookPose || set.job.yearbookPoseSelection.poses.length === 0) return 'unavailable';
  return set.job.yearbookPoseSelection.expired ? 'expired' : 'available';
}

/** The picture chosen for one job yearbook pose, if any. */
export function chosenPictureUuid(set: PictureSet, jobPoseUuid: string): string | undefined {
  return set.yearbookPoses.find((p) => p.jobYearbookPoseUuid === jobPoseUuid)?.pictureUuid;
}

/** The pose picker's pictures: individual portraits only, the currently chosen one first. */
export function posePickerPictures(set: PictureSet, jobPoseUuid: string): Picture[] {
  const chosen = chosenPictureUuid(set, jobPoseUuid);
  const ip = set.pictures.filter((p) => p.pictureType === 'IP');
  const first = ip.filter((p) => p.uuid === chosen);
  return [...first, ...ip.filter((p) => p.uuid !== chosen)];
}

/** The newest set (by the job's creation time). */
export function newestSet(sets: PictureSet[]): PictureSet | undefined {
  return sets.reduce<PictureSet | undefined>((best, s) => (!best || s.job.creationTime > best.job.creationTime ? s : best), undefined);
}

/** srcset of a picture's derivatives. */
export function srcSet(picture: Picture): string {
  return `${picture.images.w320} 320w, ${picture.images.w640} 640w, ${picture.images.w800} 800w`;
}

/** Height for a given width, keeping the picture's aspect ratio (reserves the space before loading). */
export function heightFor(picture: Picture, width: number): number {
  return picture.width > 0 ? Math.round((picture.height / picture.width) * width) : width;
}
