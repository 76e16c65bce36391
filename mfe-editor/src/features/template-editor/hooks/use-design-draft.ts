/**
 * Keeps a dirty design in the browser while the editor is open and offers it back when the same editor
 * opens again (lib/draft.ts). Until the parent answers the offer nothing is written, so the draft being
 * offered is not overwritten by the design as opened.
 */
import { useEffect, useState } from 'react';
import { clearDraft, type Draft, type DesignDraftValue, readDesignDraft, writeDraft } from '../lib/draft';
import type { Design } from './editor-state';

const same = (a: Design, b: Design) => JSON.stringify(a) === JSON.stringify(b);

export function useDesignDraft({ key, opened, design, keep }: { key: string | null; opened: Design; design: Design; keep: boolean }) {
  const [offer, setOffer] = useState<Draft<DesignDraftValue> | null>(() => {
    if (!key) return null;
    const draft = readDesignDraft(key);
    // a draft equal to what opens anyway is nothing to offer
    if (draft && same(draft.value, opened)) {
      clearDraft(key);
      return null;
    }
    return draft;
  });

  useEffect(() => {
    if (!key || offer) return;
    if (keep) writeDraft(key, design);
    else clearDraft(key);
  }, [key, offer, keep, design]);

  return {
    offer,
    /** The parent takes the draft back: the caller applies `offer.value`. */
    accept: () => setOffer(null),
    /** The parent starts again from the design as opened. */
    discard: () => {
      if (key) clearDraft(key);
      setOffer(null);
    },
    /** Saved or closed without saving: the draft goes. */
    forget: () => {
      if (key) clearDraft(key);
    },
  };
}
