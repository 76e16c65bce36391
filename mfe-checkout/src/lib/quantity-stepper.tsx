import { useTranslation } from 'react-i18next';
import { HStack, IconButton, NativeSelect } from '@shop/ui';

interface QuantityStepperProps {
  /** what is counted, for the buttons' and the choice's names ('One less of …') */
  name: string;
  quantity: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
}

/**
 * One less / a choice from min to max / one more, each 44 px high for a thumb: the cart's lines and the
 * catalogue upsell count the same way. onChange gets a whole number within min and max.
 */
export function QuantityStepper({ name, quantity, min, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('checkout');
  const choices = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <HStack gap="1">
      <StepButton label={t('cart.decrease', { name })} sign="−" disabled={quantity <= min} onClick={() => onChange(quantity - 1)} />
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field
          aria-label={t('cart.quantityOf', { name })}
          value={String(quantity)}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          h="11"
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <StepButton label={t('cart.increase', { name })} sign="+" disabled={quantity >= max} onClick={() => onChange(quantity + 1)} />
    </HStack>
  );
}

/** One less or one more: a 44 px square for a thumb, named for a screen reader, its sign hidden from it. */
function StepButton({ label, sign, disabled, onClick }: { label: string; sign: string; disabled: boolean; onClick: () => void }) {
  return (
    <IconButton size="md" variant="outline" minW="11" h="11" aria-label={label} disabled={disabled} onClick={onClick}>
      <span aria-hidden>{sign}</span>
    </IconButton>
  );
}
