import { call } from '@shop/api-client';
import { type PhotoJobImport, studioApi } from '@shop/contracts/studio';
import { callKey, queryClient, setCallData } from '@shop/data';
import { useQuery } from '@tanstack/react-query';

/** States whose next step happens on the server, in the background: the page asks again until they end. */
export const RUNNING: PhotoJobImport['state'][] = ['checking', 'queued', 'importing'];
const POLL_MS = 1000;

/** An import still under way: its own steps, or (done) the derivatives the job queue makes after it (decision 0093). */
const underWay = (i: PhotoJobImport) => RUNNING.includes(i.state) || (i.state === 'done' && i.progress.derivativesMade.done < i.progress.derivativesMade.total);

/** The portal's jobs and recent imports; read again every second while an import is under way (its progress is in the database). */
export function usePhotoJobs(portalKey: string) {
  const args = { params: { portalKey } };
  return useQuery(
    {
      queryKey: callKey(studioApi.photoJobs, args),
      queryFn: ({ signal }) => call(studioApi.photoJobs, { ...args, signal }),
      refetchInterval: (query) => (query.state.data?.imports.some(underWay) ? POLL_MS : false),
      staleTime: 0,
    },
    queryClient,
  );
}

/** After a write: its answer in the list at once, then the list read again. */
export function refreshJobs(portalKey: string, change?: { imported?: PhotoJobImport }) {
  const args = { params: { portalKey } };
  if (change?.imported) {
    const imported = change.imported;
    setCallData(studioApi.photoJobs, args, (old) => old && { ...old, imports: [imported, ...old.imports.filter((i) => i.uuid !== imported.uuid)] });
  }
  return queryClient.invalidateQueries({ queryKey: callKey(studioApi.photoJobs, args) });
}
