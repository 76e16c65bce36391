import { useTranslation } from 'react-i18next';
import { ORDER_LINE_TYPE, type OrderSummary } from '@shop/contracts/commerce';
import { Flex, Heading, Stack, Text } from '@shop/ui';
import { useMoneyText, usePriceText } from '../../../lib/use-price-text';

/**
 * The summary: rebate and charge lines, the total, and the VAT it includes (type 4 is shown, never
 * added: decision 0006).
 */
export function CartSummary({ summary, updating }: { summary: OrderSummary; updating: boolean }) {
  const { t } = useTranslation('checkout');
  const price = usePriceText();
  const money = useMoneyText();
  const shown = (amount: number) => (updating ? t('common.updating') : price(amount));
  const extraLines = summary.lines.filter((l) => l.type !== ORDER_LINE_TYPE.product && l.type !== ORDER_LINE_TYPE.tax);
  return (
    <Stack as="section" aria-labelledby="cart-summary-heading" gap="2" py="4">
      <Heading as="h2" id="cart-summary-heading" size="md">
        {t('cart.summary.heading')}
      </Heading>
      {extraLines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the summary lines in the order the server gives them; they are never reordered
        <Flex key={i} justify="space-between">
          <Text>{line.description}</Text>
          <Text>
            {line.type === ORDER_LINE_TYPE.rebate || line.type === ORDER_LINE_TYPE.discount ? `−${shown(Math.abs(line.linePrice))}` : shown(line.linePrice)}
          </Text>
        </Flex>
      ))}
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>{t('cart.summary.total')}</Text>
        <Text data-testid="cart-total">{shown(summary.totalPrice)}</Text>
      </Flex>
      <Flex justify="space-between" fontSize="sm" color="fg.muted">
        <Text>{t('cart.summary.vat', { rate: summary.vat.rate })}</Text>
        <Text>{updating ? t('common.updating') : money(summary.vat.amount)}</Text>
      </Flex>
    </Stack>
  );
}
