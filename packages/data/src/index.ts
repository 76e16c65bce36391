/**
 * The client's one data layer (decision 0014): server state read through TanStack Query, keyed by the
 * contract call and its input, in one cache every module shares. Reads are cached, de-duplicated and
 * retried; events on the bus say when cached answers are stale.
 *
 *   const sets = useCall(accountApi.pictureSets, {}, { staleOn: ['pictureset:added'] });
 *   if (sets.isPending) … if (sets.isError) … sets.data.pictureSets
 *
 * Writes stay plain `call()`s; afterwards a module puts the answer into the cache (`setCallData`) or
 * marks the reads it changed as stale (`invalidateCall`).
 */
import { keepPreviousData, QueryClient, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

export type { UseQueryResult as ReadResult } from '@tanstack/react-query';
import type { CallDef, EventName, ResponseOf, User } from '@shop/contracts/core';
import { ApiError, call, type CallInput } from '@shop/api-client';
import { initialAnswer, initialAnswersAt } from '@shop/first-view/answers';
import { subscribe } from '@shop/event-bus';
import { isSignedIn, sessionStore, userAtom } from '@shop/session';

/** A read's input; a body only for the few reads the contract makes with POST (fill-template). */
export type CallArgs<C extends CallDef> = Omit<CallInput<C>, 'signal'>;

export interface CallQueryOptions {
  /** Events after which the answer is stale (read again if shown, on next use otherwise). */
  staleOn?: EventName[];
  /** How long an answer is used without asking again; default 30 s. 0: ask again every time it is shown. */
  staleTime?: number;
  /** The same for every visitor (portal texts, CMS pages): kept when the customer changes. */
  shared?: boolean;
  /** false: do not read yet (an id not known yet). */
  enabled?: boolean;
  /** While the args' answer is on its way, show the previous args' answer (isPlaceholderData), not 'loading'. */
  keepPrevious?: boolean;
}

interface CallMeta extends Record<string, unknown> {
  staleOn: EventName[];
  shared: boolean;
}

/** Reads are tried three times when the network or the server failed; a 4xx answer will not change. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 2) return false;
  return !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;
}

function createClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

// One cache for the whole page, even if a module bundled its own copy of this package by mistake.
const KEY = Symbol.for('shop.query-client');
const g = globalThis as unknown as Record<symbol, QueryClient | undefined>;
g[KEY] ??= createClient();
export const queryClient: QueryClient = g[KEY];

/** The cache key of a read: the call (method and path pattern) and its parameters and query. */
export function callKey<C extends CallDef>(def: C, args: CallArgs<C> = {}): QueryKey {
  const body = (args as { body?: unknown }).body;
  return body === undefined ? [def.method, def.path, args.params ?? {}, args.query ?? {}] : [def.method, def.path, args.params ?? {}, args.query ?? {}, body];
}

/** Reads one contract call through the shared cache. */
export function useCall<C extends CallDef>(def: C, args: CallArgs<C> = {}, options: CallQueryOptions = {}): UseQueryResult<ResponseOf<C>, unknown> {
  const meta: CallMeta = { staleOn: options.staleOn ?? [], shared: options.shared ?? false };
  const query: UseQueryOptions<ResponseOf<C>, unknown> = {
    queryKey: callKey(def, args),
    queryFn: ({ signal }) => call(def, { ...args, signal }),
    meta,
    enabled: options.enabled ?? true,
  };
  // the server's first view read it already (decision 0036): the first render shows the answer, not 'loading'
  if (query.enabled) {
    query.initialData = () => initialAnswer(def, args);
    query.initialDataUpdatedAt = initialAnswersAt;
  }
  if (options.staleTime !== undefined) query.staleTime = options.staleTime;
  if (options.keepPrevious) query.placeholderData = keepPreviousData;
  return useQuery(query, queryClient);
}

/** Replaces (or changes) the cached answer of a read, e.g. with what a write answered. */
export function setCallData<C extends CallDef>(
  def: C,
  args: CallArgs<C>,
  update: ResponseOf<C> | ((old: ResponseOf<C> | undefined) => ResponseOf<C> | undefined),
): void {
  queryClient.setQueryData<ResponseOf<C>>(callKey(def, args), update);
}

/** Marks a read as stale: read again now where it is shown. Without args, every read of that call. */
export function invalidateCall<C extends CallDef>(def: C, args?: CallArgs<C>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: args ? callKey(def, args) : [def.method, def.path] });
}

const metaOf = (meta: unknown): CallMeta => (meta as CallMeta | undefined) ?? { staleOn: [], shared: false };

/**
 * Events make cached answers stale: an answer lists its events in `staleOn`. When the customer changes
 * (sign-in, sign-out, a simulated user), every answer that is not `shared` is dropped and what is shown
 * is read again: nothing of one customer is ever shown to the next.
 */
function installStaleOnEvents(): void {
  const INSTALLED = Symbol.for('shop.query-client.events');
  const flags = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;

  const customerOf = (user: User | null) => (isSignedIn(user) ? user!.uuid : null);
  let customer = customerOf(sessionStore.get(userAtom));
  subscribe('session:changed', ({ user }) => {
    const now = customerOf(user);
    if (now === customer) return;
    customer = now;
    void queryClient.resetQueries({ predicate: (q) => !metaOf(q.meta).shared });
  });
  for (const event of STALE_EVENTS) {
    subscribe(event, () => void queryClient.invalidateQueries({ predicate: (q) => metaOf(q.meta).staleOn.includes(event) }));
  }
}

/** The events an answer can be made stale by (each one subscribed once). */
const STALE_EVENTS: EventName[] = ['pictureset:added', 'pictureset:selected', 'cart:changed', 'pricelist:refresh'];

installStaleOnEvents();
