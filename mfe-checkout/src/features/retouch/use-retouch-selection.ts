import { useCallback, useEffect, useRef, useState } from 'react';
import type { RetouchOptions } from '@shop/contracts/commerce';
import { fetchRetouchOptions, saveRetouch } from './retouch-api';

export type RetouchState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: RetouchOptions };
type Selection = Record<string, string[]>;

const selectionOf = (options: RetouchOptions): Selection => Object.fromEntries(options.pictures.map((p) => [p.uuid, p.subProductUuids]));

/**
 * The retouch choices: toggling adds or removes one sub-product of one picture and saves the whole
 * selection. Saves run one at a time, the latest selection last; afterwards the options are read again
 * (the count and total are the server's). A failed save is logged and reported; the parent's choices
 * stay on the screen and go with the next save.
 */
export function useRetouchSelection(onSaveError: () => void) {
  const [state, setState] = useState<RetouchState>({ status: 'loading' });
  const [selection, setSelectionState] = useState<Selection>({});
  // The latest selection, for a toggle that comes before React re-renders (quick taps).
  const latest = useRef<Selection>({});
  const setSelection = (next: Selection) => {
    latest.current = next;
    setSelectionState(next);
  };
  const [saving, setSaving] = useState(false);
  const queue = useRef<{ running: boolean; next: Selection | null }>({ running: false, next: null });

  /** quiet: keep the shown page while loading; keepChoices: the screen's choices stay (after a failed save). */
  const load = useCallback((signal?: AbortSignal, { quiet = false, keepChoices = false } = {}) => {
    if (!quiet) setState({ status: 'loading' });
    return fetchRetouchOptions(signal).then(
      (options) => {
        setState({ status: 'ready', options });
        if (!queue.current.running && !keepChoices) setSelection(selectionOf(options));
      },
      (error: unknown) => {
        if (signal?.aborted) return;
        console.error('Failed to load the retouch options', error);
        if (!quiet) setState({ status: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const save = async (next: Selection) => {
    const q = queue.current;
    q.next = next;
    if (q.running) return;
    q.running = true;
    setSaving(true);
    let failed = false;
    while (q.next) {
      const items = q.next;
      q.next = null;
      try {
        await saveRetouch(items);
      } catch (error) {
        console.error('Failed to save the retouch options', error);
        failed = true;
      }
    }
    q.running = false;
    await load(undefined, { quiet: true, keepChoices: failed });
    setSaving(false);
    if (failed) onSaveError();
  };

  const toggle = (picture: string, subProduct: string, on: boolean) => {
    const list = latest.current[picture] ?? [];
    const next = { ...latest.current, [picture]: on ? [...new Set([...list, subProduct])] : list.filter((s) => s !== subProduct) };
    setSelection(next);
    void save(next);
  };

  return { state, selection, saving, toggle, reload: () => void load() };
}
