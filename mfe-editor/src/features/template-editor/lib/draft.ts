/**
 * The unsaved design kept in the browser (issue 10: nothing lost on a reload or a dropped connection):
 * every change of a dirty design is written to localStorage under the editor's route and the signed-in
 * customer, and offered back when the same editor opens again. Add to cart, update and 'Close without
 * saving' remove it. What is read back is checked against the contracts: a stale or hand-edited entry is
 * dropped, never drawn.
 */
import * as v from 'valibot';
import { TemplateData, UserResource } from '@shop/contracts/commerce';

const PREFIX = 'shop.editor.draft:';
/** A draft older than this is not offered (a forgotten design from last season). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A sanity bound on what is read back from the browser's storage (not a rule the server shares: no design comes near it). */
const MAX_STORED_RESOURCES = 500;

const DesignDraft = v.object({
  resources: v.pipe(v.array(UserResource), v.maxLength(MAX_STORED_RESOURCES)),
  year: v.nullable(v.number()),
});
const PackageDraft = v.array(
  v.object({
    uuid: v.string(),
    template: v.nullable(v.object({ uuid: v.string(), name: v.string() })),
    templateData: v.nullable(TemplateData),
  }),
);
const Stored = v.object({ savedAt: v.pipe(v.string(), v.isoTimestamp()), value: v.unknown() });

export type DesignDraftValue = v.InferOutput<typeof DesignDraft>;
export type PackageDraftValue = v.InferOutput<typeof PackageDraft>;

export interface Draft<T> {
  value: T;
  savedAt: string;
}

/** Where a route's draft is kept: the customer (a shared browser offers nobody another's design) and the editor's route. */
export function draftKey(user: string | null | undefined, route: string): string {
  return `${PREFIX}${user ?? 'visitor'}:${route}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage disabled (private mode, policy): the editor works, only without drafts
    return null;
  }
}

function read<T>(key: string, schema: v.GenericSchema<unknown, T>, now: number): Draft<T> | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    const stored = v.parse(Stored, JSON.parse(raw));
    const value = v.safeParse(schema, stored.value);
    if (value.success && now - Date.parse(stored.savedAt) <= MAX_AGE_MS) return { value: value.output, savedAt: stored.savedAt };
  } catch {
    /* not JSON or not a draft: dropped below */
  }
  store?.removeItem(key);
  return null;
}

export const readDesignDraft = (key: string, now = Date.now()) => read(key, DesignDraft, now);
export const readPackageDraft = (key: string, now = Date.now()) => read(key, PackageDraft, now);

export function writeDraft(key: string, value: DesignDraftValue | PackageDraftValue, now = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), value }));
  } catch {
    // quota exceeded: the design stays in the open editor; nothing else to do
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
