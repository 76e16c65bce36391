import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contracts/commerce';
import { Flex, List, Stack, Text } from '@shop/ui';
import { LinePreview, LinePrices, lineName } from '../../cart';

/** The lines of an order or of the cart about to be ordered, read only: name, preview, quantity and prices. */
export function OrderLines({ lines, label }: { lines: OrderLine[]; label: string }) {
  const { t } = useTranslation('checkout');
  return (
    <List.Root as="ul" listStyleType="none" aria-label={label} m="0" p="0">
      {lines.map((line) => {
        const name = lineName(line);
        return (
          <Stack as="li" key={line.uuid} aria-label={name} gap="2" py="3" borderBottomWidth="1px" borderColor="border">
            <Flex gap="3" justify="space-between" align="flex-start">
              <Stack gap="1" flex="1" minW="0">
                <Text fontWeight="semibold">{name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('cart.pieces', { count: line.quantity })}
                </Text>
                <LinePreview line={line} />
              </Stack>
              <LinePrices line={line} updating={false} />
            </Flex>
          </Stack>
        );
      })}
    </List.Root>
  );
}
