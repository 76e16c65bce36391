import { useCallback, useMemo } from 'react';
import { ApiError } from '@shop/api-client';
import type { ReadResult } from '@shop/data';

export type ApiState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; error: unknown };

/** A read of the data layer (@shop/data) as the shell's pages show it; `reload` tries again. `pick`: a module-level function. */
export function useApiState<A, T>(read: ReadResult<A, unknown>, pick: (answer: A) => T): ApiState<T> & { reload: () => void } {
  const { status, data, error, refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  return useMemo(() => {
    if (status === 'success') return { status: 'done', data: pick(data as A), reload };
    if (status === 'error') return { status: 'error', error, reload };
    return { status: 'loading', reload };
  }, [status, data, error, reload, pick]);
}

/** For a read shown as the server answered it. */
export const asAnswered = <T>(answer: T): T => answer;

/** The server has no such thing (404), or the id cannot exist (400 from the contract's validation). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
