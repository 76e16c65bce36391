import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contracts/commerce';
import { Button, Flex, HStack, Stack, Text } from '@shop/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import type { LineStatus } from '../hooks/use-cart';
import { LinePreview } from './line-preview';
import { LinePrices } from './line-prices';
import { PriceExplanation } from './price-explanation';
import { QuantityControl } from './quantity-control';

// The dialog brings the overlay widgets: loaded when a parent first taps Delete.
const DeleteLineDialog = lazy(() => import('./delete-line-dialog').then((m) => ({ default: m.DeleteLineDialog })));

/** The name a line goes by: its product and template, package, catalogue or digital product. */
export function lineName(line: OrderLine): string {
  if (line.kind === 'product') return line.template.name ? `${line.product.name} – ${line.template.name}` : line.product.name;
  if (line.kind === 'package') return line.package.name;
  return line.description;
}

interface Props {
  line: OrderLine;
  status: LineStatus | undefined;
  /** The quantity the parent chose while the change is being saved. */
  wantedQuantity: number | undefined;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
}

/** One order line: preview, name, quantity, prices, how the price was made, Edit and Delete. */
export function OrderLineItem({ line, status, wantedQuantity, onQuantity, onDelete }: Props) {
  const { t } = useTranslation('checkout');
  const [confirming, setConfirming] = useState(false);
  const name = lineName(line);
  const deleting = status?.deleting ?? false;
  const updating = (status?.updating ?? false) || wantedQuantity !== undefined;
  const quantity = wantedQuantity ?? line.quantity;

  return (
    <Stack
      as="li"
      aria-label={name}
      gap="3"
      py="4"
      borderBottomWidth="1px"
      borderColor="border"
      opacity={deleting ? 0.4 : 1}
      aria-busy={deleting || updating || undefined}
    >
      <Flex gap="3" justify="space-between" align="flex-start">
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold">{name}</Text>
          <LinePreview line={line} />
        </Stack>
        <LinePrices line={line} updating={updating} />
      </Flex>
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <QuantityControl line={line} quantity={quantity} name={name} onChange={onQuantity} />
        <HStack gap="2">
          <Button asChild variant="ghost" minH="11">
            <RouterLink to={paths.cartEdit(line.uuid)} aria-label={t('cart.editLabel', { name })}>
              {t('cart.edit')}
            </RouterLink>
          </Button>
          <Button
            variant="ghost"
            colorPalette="red"
            minH="11"
            disabled={deleting}
            aria-label={t('cart.deleteLabel', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('cart.delete')}
          </Button>
        </HStack>
      </Flex>
      <PriceExplanation notes={line.explanation} />
      {confirming && (
        <Suspense fallback={null}>
          <DeleteLineDialog
            name={name}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onDelete();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
