import { useTranslation } from 'react-i18next';
import type { PriceNote } from '@shop/contracts/commerce';
import { List } from '@shop/ui';
import { usePriceText } from '../../../lib/use-price-text';

/** One note of the server's explanation in plain words ('10–24 pieces: kr 24,00 each'). */
function useNoteTexts() {
  const { t } = useTranslation('checkout');
  const price = usePriceText();
  return (note: PriceNote): string[] => {
    switch (note.kind) {
      case 'tier': {
        const key = `${note.ordinal ? 'tierOrdinal' : 'tier'}${note.to === null ? '' : 'Range'}`;
        return [t(`cart.explain.${key}`, { from: note.from, to: note.to, price: price(note.unitPrice) })];
      }
      case 'campaign':
        return [
          note.package
            ? t('cart.explain.campaignPackage', { price: price(note.unitPrice), normal: price(note.normalUnitPrice), package: note.package.name })
            : t('cart.explain.campaign', { price: price(note.unitPrice), normal: price(note.normalUnitPrice) }),
        ];
      case 'sub-products':
        return note.extras.map((extra) => t('cart.explain.subProducts', { name: extra.name, price: price(extra.extraprice) }));
      case 'package-price': {
        const key = note.mode === 'time-limited' ? 'packageTimeLimited' : note.mode === 'discount' ? 'packageDiscount' : 'packageOriginal';
        return [t(`cart.explain.${key}`, { price: price(note.price), original: price(note.originalPrice) })];
      }
      case 'digital-rebate':
        return [t('cart.explain.digitalRebate', { price: price(note.unitPrice), normal: price(note.normalUnitPrice), package: note.package.name })];
      case 'retouch':
        return [
          t('cart.explain.retouchFee', { price: price(note.pictureFee) }),
          ...note.extras.map((extra) => t('cart.explain.retouchExtra', { name: extra.name, price: price(extra.extraprice) })),
        ];
      case 'unit-price':
        return [t('cart.explain.unitPrice', { price: price(note.unitPrice) })];
    }
  };
}

/**
 * How the line's price was made, beyond the spec: a parent sees why a package in the cart made the
 * cards cheaper. A native <details>, so it works with a keyboard and a screen reader as it is.
 */
export function PriceExplanation({ notes }: { notes: PriceNote[] }) {
  const { t } = useTranslation('checkout');
  const texts = useNoteTexts();
  const lines = notes.flatMap(texts);
  if (lines.length === 0) return null;
  return (
    <details className="price-explanation">
      <summary style={{ cursor: 'pointer', minHeight: 24 }}>{t('cart.explain.toggle')}</summary>
      <List.Root ps="5" mt="1" gap="0.5" fontSize="sm" color="fg.muted">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one explanation text, in order
          <List.Item key={i}>{line}</List.Item>
        ))}
      </List.Root>
    </details>
  );
}
