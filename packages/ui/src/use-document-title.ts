import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { shopSettingsAtom } from '@shop/session';

/** '<page> – <portal>' as the tab title, so screen-reader users hear where they are. */
export function useDocumentTitle(title: string | undefined): void {
  const shop = useAtomValue(shopSettingsAtom);
  useEffect(() => {
    if (!title) return;
    document.title = shop ? `${title} – ${shop.name}` : title;
  }, [title, shop]);
}
