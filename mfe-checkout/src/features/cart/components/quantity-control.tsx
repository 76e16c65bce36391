import { useTranslation } from 'react-i18next';
import { normaliseQuantity, quantityBounds, type OrderLine } from '@shop/contracts/commerce';
import { HStack, IconButton, NativeSelect, Text } from '@shop/ui';

/**
 * The quantity of a line: one less / a choice / one more. The choices run from the product's minimum to
 * the line's maximum, or to the quantity plus 100 when there is none (spec 3, the shared rule).
 */
export function QuantityControl({ line, quantity, name, onChange }: { line: OrderLine; quantity: number; name: string; onChange: (quantity: number) => void }) {
  const { t } = useTranslation('checkout');
  if (!line.canChangeQuantity) return <Text fontSize="sm">{t('cart.pieces', { count: quantity })}</Text>;
  const bounds = quantityBounds(line.minimumQuantity, line.maximumQuantity, quantity);
  const choices = Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => bounds.min + i);
  const set = (value: unknown) => {
    const next = normaliseQuantity(value, bounds);
    if (next !== quantity) onChange(next);
  };
  return (
    <HStack gap="1">
      <IconButton
        size="md"
        variant="outline"
        minW="11"
        h="11"
        aria-label={t('cart.decrease', { name })}
        disabled={quantity <= bounds.min}
        onClick={() => set(quantity - 1)}
      >
        <span aria-hidden>−</span>
      </IconButton>
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field aria-label={t('cart.quantityOf', { name })} value={String(quantity)} onChange={(e) => set(e.currentTarget.value)} h="11">
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="md"
        variant="outline"
        minW="11"
        h="11"
        aria-label={t('cart.increase', { name })}
        disabled={quantity >= bounds.max}
        onClick={() => set(quantity + 1)}
      >
        <span aria-hidden>+</span>
      </IconButton>
    </HStack>
  );
}
