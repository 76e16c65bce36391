import { useTranslation } from 'react-i18next';
import { normaliseQuantity, quantityBounds, type OrderLine } from '@shop/contracts/commerce';
import { Text } from '@shop/ui';
import { QuantityStepper } from '../../../lib/quantity-stepper';

/**
 * The quantity of a line: one less / a choice / one more. The choices run from the product's minimum to
 * the line's maximum, or to the quantity plus 100 when there is none (spec 3, the shared rule).
 */
export function QuantityControl({ line, quantity, name, onChange }: { line: OrderLine; quantity: number; name: string; onChange: (quantity: number) => void }) {
  const { t } = useTranslation('checkout');
  if (!line.canChangeQuantity) return <Text fontSize="sm">{t('cart.pieces', { count: quantity })}</Text>;
  const bounds = quantityBounds(line.minimumQuantity, line.maximumQuantity, quantity);
  const set = (value: unknown) => {
    const next = normaliseQuantity(value, bounds);
    if (next !== quantity) onChange(next);
  };
  return <QuantityStepper name={name} quantity={quantity} min={bounds.min} max={bounds.max} onChange={set} />;
}
