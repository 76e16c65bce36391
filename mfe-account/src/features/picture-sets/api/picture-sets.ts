import { useCallback, useMemo } from 'react';
import { accountApi, type PictureSet } from '@shop/contracts/account';
import { ApiError, call } from '@shop/api-client';
import { setCallData, useCall } from '@shop/data';
import type { ReadResult } from '@shop/data';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'not-found' } | { status: 'ready'; data: T };

/**
 * A read of the data layer as the screens show it; the same object while nothing changed. `pick` must be
 * a module-level function (it is a dependency of the memo).
 */
function useLoadState<A, T>(query: ReadResult<A, unknown>, pick: (answer: A) => T): LoadState<T> {
  const { status, data, error } = query;
  return useMemo(() => {
    if (status === 'success') return { status: 'ready', data: pick(data as A) };
    if (status === 'error') {
      // 404, or an id the server refuses as malformed: there is no such picture set.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'not-found' };
      return { status: 'error', error };
    }
    return { status: 'loading' };
  }, [status, data, error, pick]);
}

const pictureSetsOf = (answer: { pictureSets: PictureSet[] }) => answer.pictureSets;
const pictureSetOf = (answer: { pictureSet: PictureSet }) => answer.pictureSet;

/** The signed-in user's picture sets; read again when a set is added anywhere in the shop. */
export function usePictureSets(): { state: LoadState<PictureSet[]>; reload: () => void; refreshing: boolean } {
  const query = useCall(accountApi.pictureSets, {}, { staleOn: ['pictureset:added'] });
  const state = useLoadState(query, pictureSetsOf);
  const { refetch, isFetching } = query;
  // refreshing: a cached list is shown while it is read again (a set was just added somewhere).
  return { state, reload: useCallback(() => void refetch(), [refetch]), refreshing: isFetching };
}

/** One picture set; 'not-found' on 404 (or an id the server refuses as malformed). `update` changes it in the cache. */
export function usePictureSet(subjectUuid: string | undefined): {
  state: LoadState<PictureSet>;
  update: (change: (set: PictureSet) => PictureSet) => void;
  reload: () => void;
} {
  const query = useCall(accountApi.pictureSet, { params: { subjectUuid: subjectUuid ?? '' } }, { enabled: Boolean(subjectUuid) });
  const loaded = useLoadState(query, pictureSetOf);
  const state: LoadState<PictureSet> = subjectUuid ? loaded : { status: 'not-found' };
  const { refetch } = query;
  const update = useCallback((change: (set: PictureSet) => PictureSet) => subjectUuid && updateCachedPictureSet(subjectUuid, change), [subjectUuid]);
  return { state, update, reload: useCallback(() => void refetch(), [refetch]) };
}

/**
 * A change the server confirmed (a favourite, the yearbook pose), put into every cached copy of the set:
 * the set's own page and the list show it without reading again.
 */
export function updateCachedPictureSet(subjectUuid: string, change: (set: PictureSet) => PictureSet): void {
  setCallData(accountApi.pictureSet, { params: { subjectUuid } }, (old) => old && { pictureSet: change(old.pictureSet) });
  setCallData(accountApi.pictureSets, {}, (old) => old && { pictureSets: old.pictureSets.map((s) => (s.uuid === subjectUuid ? change(s) : s)) });
}

export function setFavorite(subjectUuid: string, pictureUuid: string, favorite: boolean) {
  return call(accountApi.setFavorite, { params: { subjectUuid, pictureUuid }, body: { favorite } });
}

export function setYearbookPose(subjectUuid: string, pictureUuid: string, jobYearbookPoseUuid: string) {
  return call(accountApi.setYearbookPose, {
    params: { subjectUuid },
    body: { subject_uuid: subjectUuid, picture_uuid: pictureUuid, job_yearbook_pose_uuid: jobYearbookPoseUuid },
  });
}

/** The green-screen backgrounds a picture can be downloaded with. */
export function useBackgrounds(pictureUuid: string) {
  return useCall(accountApi.imageBackgrounds, { query: { uuid: pictureUuid } });
}
