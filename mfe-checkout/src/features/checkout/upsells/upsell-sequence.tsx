import { useCallback, useMemo, useState } from 'react';
import type { UpsellItem } from '@shop/contracts/checkout';
import { CatalogueUpsellDialog } from './catalogue-upsell-dialog';
import { DigitalUpsellDialog } from './digital-upsell-dialog';

type UpsellType = UpsellItem['type'];

/** The upsell list as popups, one per type in the list's order (several catalogues share one popup). */
export function upsellSteps(list: UpsellItem[]): UpsellType[] {
  return [...new Set(list.map((i) => i.type))];
}

/**
 * The popups this checkout has been through, kept for the browser tab: the catalogue popup's buttons
 * leave the checkout (to the cart, to the product list), and a parent who comes back to the same
 * checkout must not meet the same popup again (it would send them away again, for ever).
 */
const storageKey = (checkoutUuid: string) => `shop.checkout.upsells.${checkoutUuid}`;

function doneSteps(checkoutUuid: string): UpsellType[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(checkoutUuid)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s): s is UpsellType => s === 'CATALOGUE' || s === 'DIGITAL_FILES') : [];
  } catch {
    return [];
  }
}

function rememberDone(checkoutUuid: string, done: UpsellType[]): void {
  try {
    sessionStorage.setItem(storageKey(checkoutUuid), JSON.stringify(done));
  } catch {
    // storage off: the sequence still advances in this page
  }
}

/**
 * The upsell popups after the checkout starts (spec 3): one at a time; the sequence advances one step
 * per 'No thanks' or successful add and ends when the list is exhausted.
 */
export function UpsellSequence({ checkoutUuid, list }: { checkoutUuid: string; list: UpsellItem[] }) {
  const [done, setDone] = useState<UpsellType[]>(() => doneSteps(checkoutUuid));
  const steps = useMemo(() => upsellSteps(list).filter((s) => !done.includes(s)), [list, done]);
  const step = steps[0];
  const next = useCallback(() => {
    if (!step) return;
    setDone((d) => {
      const after = [...d, step];
      rememberDone(checkoutUuid, after);
      return after;
    });
  }, [checkoutUuid, step]);
  const catalogueUuids = useMemo(() => list.filter((i) => i.type === 'CATALOGUE').map((i) => i.uuid), [list]);
  if (step === 'DIGITAL_FILES') return <DigitalUpsellDialog key={step} item={list.find((i) => i.type === 'DIGITAL_FILES')!} onDone={next} />;
  if (step === 'CATALOGUE') return <CatalogueUpsellDialog key={step} checkoutUuid={checkoutUuid} catalogueUuids={catalogueUuids} onDone={next} />;
  return null;
}
