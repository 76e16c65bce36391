import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictOf, errorMessage } from './errors';

export interface SaveState {
  failure: string | null;
  conflict: { by: string; at: string } | null;
  saved: boolean;
}

/** One save of a form: its refusal (a 409 with who and when apart), or that it was saved. */
export function useSave() {
  const { t } = useTranslation('studio');
  const [state, setState] = useState<SaveState>({ failure: null, conflict: null, saved: false });
  const [busy, setBusy] = useState(false);
  /** `onRefused` sees the refusal first (to put the fields a 400 names on the form's fields). */
  const run = async (save: () => Promise<unknown>, onRefused?: (error: unknown) => void): Promise<boolean> => {
    setState({ failure: null, conflict: null, saved: false });
    setBusy(true);
    try {
      await save();
      setState({ failure: null, conflict: null, saved: true });
      return true;
    } catch (error) {
      onRefused?.(error);
      const conflict = conflictOf(error);
      setState({ failure: conflict ? null : errorMessage(error, t), conflict, saved: false });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const clear = () => setState({ failure: null, conflict: null, saved: false });
  return { ...state, busy, run, clear };
}
