import { useEffect, useState } from 'react';
import { call } from '@shop/api-client';
import { checkoutApi } from '@shop/contracts/checkout';

/** Spec 3 section 9: the address autocomplete waits 500 ms after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

/** Suggestions for what the parent typed in the address field (none while the service is off or the text is short). */
export function useAddressSuggestions(text: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<{ id: string; suggestion: string }[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (!enabled || q.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(checkoutApi.addressAutocomplete, { query: { q }, signal: controller.signal })
        .then((answer) => setSuggestions(answer.suggestions))
        // no suggestions is not an error the parent must hear about: the form works without them
        .catch(() => setSuggestions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);
  return { suggestions, clear: () => setSuggestions([]) };
}

export const resolveAddress = (id: string) => call(checkoutApi.resolveAddress, { params: { id } });
