import { useCallback, useMemo, useState } from 'react';
import type { UpsellItem } from '@shop/contracts/checkout';
import { CatalogueUpsellDialog } from './catalogue-upsell-dialog';
import { DigitalUpsellDialog } from './digital-upsell-dialog';

/** The upsell list as popups, one per type in the list's order (several catalogues share one popup). */
export function upsellSteps(list: UpsellItem[]): UpsellItem['type'][] {
  return [...new Set(list.map((i) => i.type))];
}

/**
 * The offers gone through in this browser tab (type and uuid), kept in session storage: the catalogue
 * popup's buttons leave the checkout (to the cart, to the product list), and a parent who comes back,
 * or starts a new checkout after a declined payment, must not meet the same offer again (it would
 * send them away again, for ever).
 */
const STORAGE_KEY = 'shop.checkout.upsells-seen';
const keyOf = (item: UpsellItem) => `${item.type}:${item.uuid}`;

function seenOffers(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function rememberSeen(seen: string[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(seen.slice(-100)));
  } catch {
    // storage off: the sequence still advances on this page
  }
}

/**
 * The upsell popups after the checkout starts (spec 3): one at a time; the sequence advances one step
 * per 'No thanks' or successful add and ends when the list is exhausted.
 */
export function UpsellSequence({ checkoutUuid, list }: { checkoutUuid: string; list: UpsellItem[] }) {
  const [seen, setSeen] = useState<string[]>(seenOffers);
  const open = useMemo(() => list.filter((i) => !seen.includes(keyOf(i))), [list, seen]);
  const step = upsellSteps(open)[0];
  const next = useCallback(() => {
    if (!step) return;
    setSeen((before) => {
      const after = [...before, ...open.filter((i) => i.type === step).map(keyOf)];
      rememberSeen(after);
      return after;
    });
  }, [open, step]);
  const catalogueUuids = useMemo(() => open.filter((i) => i.type === 'CATALOGUE').map((i) => i.uuid), [open]);
  if (step === 'DIGITAL_FILES')
    return <DigitalUpsellDialog key={step} checkoutUuid={checkoutUuid} item={open.find((i) => i.type === 'DIGITAL_FILES')!} onDone={next} />;
  if (step === 'CATALOGUE') return <CatalogueUpsellDialog key={step} checkoutUuid={checkoutUuid} catalogueUuids={catalogueUuids} onDone={next} />;
  return null;
}
