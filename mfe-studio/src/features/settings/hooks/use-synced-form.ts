import { useEffect, useRef } from 'react';
import type { PortalDetail } from '@shop/contracts/studio';
import { reloadPortal } from './use-portal';

/** Plain form values (strings, numbers, booleans, arrays and objects of them) compared field by field. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * Keeps a section's form on the portal as it is now: when a newer version arrives (this member's save of another
 * section, or the reload after a conflict) an untouched form takes it; a form with edits keeps them, except after
 * the reload the conflict offered, which is asked for to see the other member's version.
 *
 * "Untouched" is decided when the version is taken, from the form's values then: a render's isDirty is already
 * old by then. React runs the effect after the page has painted; on a busy machine a colour typed between the
 * paint of "Saved." and the effect was wiped by the saved version coming back (the studio journey, CI).
 * A form already equal to the new version (its own save put the answer in it) is left alone, and a reset keeps
 * the fields registered (`keepFieldsRef`): a plain reset unregisters them until the next render, and a key
 * typed in between was dropped, then overwritten by the field's registration.
 */
export function useSyncedForm<F>(
  form: { reset: (values: F, options?: { keepFieldsRef?: boolean }) => void; getValues: () => F },
  portal: PortalDetail,
  toForm: (portal: PortalDetail) => F,
) {
  const reloading = useRef(false);
  // the values the form was last given: a form still equal to them has no edits
  const given = useRef<F>(toForm(portal));
  const version = portal.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the portal changed
  useEffect(() => {
    const next = toForm(portal);
    const now = form.getValues();
    if (sameValues(now, next)) given.current = next;
    else if (reloading.current || sameValues(now, given.current)) {
      form.reset(next, { keepFieldsRef: true });
      given.current = next;
    }
    reloading.current = false;
  }, [version]);
  return async () => {
    reloading.current = true;
    await reloadPortal(portal.key);
    // the same version came back (nothing newer): show it anyway
    if (reloading.current) {
      reloading.current = false;
      form.reset(toForm(portal));
      given.current = toForm(portal);
    }
  };
}
