import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { publish } from '@shop/event-bus';
import { Box, Button, Flex, List, Stack, PageFrame } from '@shop/ui';
import { AppLink, FormAlert, goTo, Loading } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { CartSummary } from '../components/cart-summary';
import { OrderLineItem } from '../components/order-line-item';
import { useCart } from '../hooks/use-cart';

/** /shopping-cart: the order lines, the summary, 'Add more' and 'Checkout'. An empty cart sends the parent to the products. */
export function CartPage() {
  const { t } = useTranslation('checkout');
  const onError = useCallback(
    (kind: 'change' | 'delete') => publish('toast', { status: 'error', title: t(kind === 'change' ? 'cart.changeFailed' : 'cart.deleteFailed') }),
    [t],
  );
  const { state, statuses, wanted, reload, setQuantity, remove } = useCart(onError);
  const empty = state.status === 'ready' && state.cart.orderLines.length === 0;

  useEffect(() => {
    if (empty) goTo(paths.productList(), { replace: true });
  }, [empty]);

  if (state.status === 'loading' || empty) {
    return (
      <PageFrame title={t('cart.title')}>
        <Loading label={t('common.loading')} />
      </PageFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <PageFrame title={t('cart.title')}>
        <Stack gap="3" align="flex-start">
          <FormAlert message={t('cart.loadFailed')} />
          <Button variant="outline" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      </PageFrame>
    );
  }

  const { cart } = state;
  const busy = Object.values(statuses).some((s) => s.updating || s.deleting) || Object.keys(wanted).length > 0;
  return (
    <PageFrame title={t('cart.title')}>
      <List.Root as="ul" listStyleType="none" aria-label={t('cart.linesLabel')} m="0" p="0">
        {cart.orderLines.map((line) => (
          <OrderLineItem
            key={line.uuid}
            line={line}
            status={statuses[line.uuid]}
            wantedQuantity={wanted[line.uuid]}
            onQuantity={(quantity) => void setQuantity(line.uuid, quantity)}
            onDelete={() => void remove(line.uuid)}
          />
        ))}
      </List.Root>
      <CartSummary summary={cart.summary} updating={busy} />
      {/* The primary action stays within the thumb's reach on a long cart. */}
      <Box position="sticky" bottom="0" bg="bg" py="3" mx="-4" px="4" borderTopWidth="1px" borderColor="border">
        <Flex gap="3" justify="space-between">
          <AppLink to={paths.productList()} asButton variant="outline">
            {t('cart.addMore')}
          </AppLink>
          <AppLink to={paths.checkout()} asButton>
            {t('cart.checkout')}
          </AppLink>
        </Flex>
      </Box>
    </PageFrame>
  );
}
