import { useEffect, useRef } from 'react';
import type { PortalDetail } from '@shop/contracts/studio';
import { reloadPortal } from './use-portal';

/**
 * Keeps a section's form on the portal as it is now: when a newer version arrives (this member's save of another
 * section, or the reload after a conflict) an untouched form takes it; a form with edits keeps them, except after
 * the reload the conflict offered, which is asked for to see the other member's version.
 */
export function useSyncedForm<F>(
  form: { reset: (values: F) => void; formState: { isDirty: boolean } },
  portal: PortalDetail,
  toForm: (portal: PortalDetail) => F,
) {
  const reloading = useRef(false);
  const version = portal.version;
  // read while rendering: react-hook-form keeps up to date only the form state a render has read (its proxy).
  // Read in the effect alone it stayed false, and a colour typed just after a save was reset when the saved
  // version came back (the studio journey, on a slow machine)
  const dirty = form.formState.isDirty;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the portal changed
  useEffect(() => {
    if (reloading.current || !dirty) form.reset(toForm(portal));
    reloading.current = false;
  }, [version]);
  return async () => {
    reloading.current = true;
    await reloadPortal(portal.key);
    // the same version came back (nothing newer): show it anyway
    if (reloading.current) {
      reloading.current = false;
      form.reset(toForm(portal));
    }
  };
}
