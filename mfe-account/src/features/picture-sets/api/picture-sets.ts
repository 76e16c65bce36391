import { useCallback, useEffect, useState } from 'react';
import { accountApi, type PictureSet } from '@shop/contracts/account';
import { ApiError, call } from '@shop/api-client';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'not-found' }
  | { status: 'ready'; data: T };

/** The signed-in user's picture sets. */
export function usePictureSets(): { state: LoadState<PictureSet[]>; reload: () => void } {
  const [state, setState] = useState<LoadState<PictureSet[]>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    call(accountApi.pictureSets, { signal: controller.signal })
      .then(({ pictureSets }) => setState({ status: 'ready', data: pictureSets }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [version]);
  return { state, reload: useCallback(() => setVersion((n) => n + 1), []) };
}

/** One picture set; 'not-found' on 404 (or an id the server refuses as malformed). `update` changes it locally. */
export function usePictureSet(subjectUuid: string | undefined): {
  state: LoadState<PictureSet>;
  update: (change: (set: PictureSet) => PictureSet) => void;
  reload: () => void;
} {
  const [state, setState] = useState<LoadState<PictureSet>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!subjectUuid) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    call(accountApi.pictureSet, { params: { subjectUuid }, signal: controller.signal })
      .then(({ pictureSet }) => setState({ status: 'ready', data: pictureSet }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setState({ status: 'not-found' });
        else setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [subjectUuid, version]);
  const update = useCallback((change: (set: PictureSet) => PictureSet) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s));
  }, []);
  return { state, update, reload: useCallback(() => setVersion((n) => n + 1), []) };
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

export function fetchBackgrounds(pictureUuid: string, signal?: AbortSignal) {
  return call(accountApi.imageBackgrounds, { query: { uuid: pictureUuid }, signal });
}
