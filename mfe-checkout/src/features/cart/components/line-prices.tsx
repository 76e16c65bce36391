import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contracts/commerce';
import { Box, Stack, Text, VisuallyHidden } from '@shop/ui';
import { usePriceText } from '../../../lib/use-price-text';

/** The normal unit price when a campaign or rebate price replaced it (shown struck through). */
function normalUnitPrice(line: OrderLine): number | null {
  for (const note of line.explanation) {
    if ((note.kind === 'campaign' || note.kind === 'digital-rebate') && note.normalUnitPrice > note.unitPrice) return note.normalUnitPrice;
  }
  return null;
}

/**
 * The prices of a line: per piece (the old price struck through under a campaign price), pieces and
 * sum; with a rebate the original price, the rebate and the subtotal. '...' while the line updates.
 */
export function LinePrices({ line, updating }: { line: OrderLine; updating: boolean }) {
  const { t } = useTranslation('checkout');
  const price = usePriceText();
  const shown = (amount: number) => (updating ? t('common.updating') : price(amount));
  const oldUnit = normalUnitPrice(line);

  return (
    <Stack gap="0.5" textAlign="end" fontSize="sm" aria-busy={updating || undefined}>
      {line.quantity > 1 && (
        <Text>
          {oldUnit !== null && !updating && (
            <Box as="s" color="fg.muted" me="2">
              <span aria-hidden="true">{price(oldUnit)}</span>
              <VisuallyHidden>{t('cart.oldPrice', { price: price(oldUnit) })}</VisuallyHidden>
            </Box>
          )}
          {t('cart.perPiece', { price: shown(line.unitPrice) })}
        </Text>
      )}
      {line.quantity === 1 && oldUnit !== null && !updating && (
        <Box as="s" color="fg.muted">
          <span aria-hidden="true">{price(oldUnit)}</span>
          <VisuallyHidden>{t('cart.oldPrice', { price: price(oldUnit) })}</VisuallyHidden>
        </Box>
      )}
      {line.rebate ? (
        <>
          <Text>
            {t('cart.originalPrice')}: {shown(line.linePrice)}
          </Text>
          <Text color="fg.success">
            {t('cart.rebate')}: −{shown(line.rebate.linePrice)}
          </Text>
          <Text fontWeight="semibold">
            {t('cart.subtotal')}: {shown(line.actualLinePrice)}
          </Text>
        </>
      ) : (
        <Text fontWeight="semibold">{t('cart.sum', { price: shown(line.actualLinePrice) })}</Text>
      )}
    </Stack>
  );
}
