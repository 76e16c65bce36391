import { List } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import type { PriceNote } from '@shop/contracts/commerce';
import { useOrderMoney } from '../lib/format';

/**
 * How a line's price was made: the price engine's explanation the parent saw in the cart (tier, campaign,
 * package rebate, extras), kept in the order, in the staff's words.
 */
export function PriceNotes({ notes, currency }: { notes: PriceNote[]; currency: string }) {
  const { t } = useTranslation('studio');
  const money = useOrderMoney();
  const m = (amount: number) => money(amount, currency);
  const texts = notes.flatMap((note): string[] => {
    switch (note.kind) {
      case 'tier':
        return [t(note.to === null ? 'orders.explain.tierFrom' : 'orders.explain.tier', { from: note.from, to: note.to, price: m(note.unitPrice) })];
      case 'campaign':
        return [t('orders.explain.campaign', { price: m(note.unitPrice), normal: m(note.normalUnitPrice) })];
      case 'digital-rebate':
        return [t('orders.explain.rebate', { price: m(note.unitPrice), normal: m(note.normalUnitPrice), package: note.package.name })];
      case 'sub-products':
        return note.extras.map((e) => t('orders.explain.extra', { name: e.name, price: m(e.extraprice) }));
      case 'package-price':
        return [t(`orders.explain.package_${note.mode.replace('-', '_')}`, { price: m(note.price), original: m(note.originalPrice) })];
      case 'retouch':
        return [
          t('orders.explain.retouch', { price: m(note.pictureFee) }),
          ...note.extras.map((e) => t('orders.explain.extra', { name: e.name, price: m(e.extraprice) })),
        ];
      default:
        return [t('orders.explain.unit', { price: m(note.unitPrice) })];
    }
  });
  if (!texts.length) return null;
  return (
    <List.Root ps="5" gap="0.5" fontSize="sm" color="fg.muted" aria-label={t('orders.explain.label')}>
      {texts.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one explanation, in order
        <List.Item key={i}>{text}</List.Item>
      ))}
    </List.Root>
  );
}
