import { useCallback, useEffect, useRef, useState } from 'react';
import type { RetouchOptions } from '@shop/contracts/commerce';
import { retouchSaved, saveRetouch, useRetouchOptions } from '../api/retouch-api';

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
  const read = useRetouchOptions();
  const state: RetouchState = read.data ? { status: 'ready', options: read.data } : read.isError ? { status: 'error' } : { status: 'loading' };
  const [selection, setSelectionState] = useState<Selection>({});
  // The latest selection, for a toggle that comes before React re-renders (quick taps).
  const latest = useRef<Selection>({});
  const setSelection = useCallback((next: Selection) => {
    latest.current = next;
    setSelectionState(next);
  }, []);
  const [saving, setSaving] = useState(false);
  const queue = useRef<{ running: boolean; next: Selection | null }>({ running: false, next: null });

  // After a failed save the parent's choices stay on the screen (they go with the next save).
  const keepChoices = useRef(false);
  useEffect(() => {
    if (read.data && !queue.current.running && !keepChoices.current) setSelection(selectionOf(read.data));
  }, [read.data, setSelection]);

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
    keepChoices.current = failed;
    await retouchSaved();
    setSaving(false);
    if (failed) onSaveError();
  };

  const toggle = (picture: string, subProduct: string, on: boolean) => {
    const list = latest.current[picture] ?? [];
    const next = { ...latest.current, [picture]: on ? [...new Set([...list, subProduct])] : list.filter((s) => s !== subProduct) };
    setSelection(next);
    void save(next);
  };

  const { refetch } = read;
  return { state, selection, saving, toggle, reload: () => void refetch() };
}
