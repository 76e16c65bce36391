import { useCallback, useMemo } from 'react';
import type { CallDef, ResponseOf } from '@shop/contracts/core';
import { useCall, type CallArgs, type CallQueryOptions } from '@shop/data';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * A read of the data layer as the profile screens show it: loading, error or the part of the answer the
 * screen needs (the same object while nothing changed); `reload` tries again. `pick` must be a
 * module-level function (it is a dependency of the memo).
 */
export function useRead<C extends CallDef, T>(
  def: C,
  pick: (answer: ResponseOf<C>) => T,
  args: CallArgs<C> = {},
  options: CallQueryOptions = {},
): [LoadState<T>, () => void] {
  const { status, data, refetch } = useCall(def, args, options);
  const state = useMemo<LoadState<T>>(
    () => (status === 'success' ? { status: 'ready', data: pick(data as ResponseOf<C>) } : { status: status === 'error' ? 'error' : 'loading' }),
    [status, data, pick],
  );
  return [state, useCallback(() => void refetch(), [refetch])];
}
