import { useEffect, useRef, useState } from 'react';

/**
 * A local copy of something the server has (the menu, the policies, a page's modules) that the member edits
 * before saving. A newer version from the server replaces an untouched copy; an edited one is kept, unless
 * `reload()` asked for the server's version (after a conflict).
 */
export function useDraft<T>(source: T, version: number) {
  const [draft, setDraftState] = useState<T>(source);
  const [dirty, setDirty] = useState(false);
  const forced = useRef(false);
  const latest = useRef(source);
  latest.current = source;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the server's copy changed
  useEffect(() => {
    if (forced.current || !dirty) {
      setDraftState(latest.current);
      setDirty(false);
    }
    forced.current = false;
  }, [version]);
  const setDraft = (update: T | ((old: T) => T)) => {
    setDirty(true);
    setDraftState(update);
  };
  /** The server's copy, as saved (after a save) or re-read (after a conflict). */
  const reset = (to?: T) => {
    forced.current = true;
    setDraftState(to ?? latest.current);
    setDirty(false);
  };
  return { draft, setDraft, dirty, reset };
}

/** Moves an item of a list from one place to another (drag and drop, or the up and down buttons). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
