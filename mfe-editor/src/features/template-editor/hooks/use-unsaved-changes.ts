/**
 * Unsaved changes asked before they are lost (spec 2: 'Unsaved changes' and the leave-page question).
 * A full page unload (reload, closed tab, typed address) gets the browser's own prompt; an in-app
 * navigation (a link in the shell's menu, logo or cart badge, a link of another module, Back) is held by
 * the shell's leave guard, which this registers with over the event bus, and comes back here as `held`:
 * the page asks in its own dialog, then `leave` goes on or `stay` keeps the parent where they were.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publish, subscribe } from '@shop/event-bus';
import { goTo } from '@shop/ui/toolkit';

export interface HeldNavigation {
  url: string;
  replace: boolean;
}

let guards = 0;

export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation('editor');
  const [id] = useState(() => `editor-${++guards}-${Date.now().toString(36)}`);
  const [held, setHeld] = useState<HeldNavigation | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = t('unsaved.leave');
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty, t]);

  useEffect(() => {
    publish('navigation:guard', { id, active: dirty });
    return () => publish('navigation:guard', { id, active: false });
  }, [id, dirty]);

  useEffect(
    () =>
      subscribe('navigation:held', (navigation) => {
        if (navigation.id === id) setHeld({ url: navigation.url, replace: navigation.replace });
      }),
    [id],
  );

  return {
    /** Where the parent wanted to go while the changes were unsaved (null: nowhere). */
    held,
    /** Leaves for `url` now, past the guard (saved, or the parent chose to leave without saving). */
    leave: (url: string, replace = false) => {
      publish('navigation:guard', { id, active: false });
      setHeld(null);
      goTo(url, { replace });
    },
    /** The parent stays: the held navigation is dropped. */
    stay: () => setHeld(null),
  };
}
