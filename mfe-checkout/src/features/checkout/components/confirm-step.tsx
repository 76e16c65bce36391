import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@shop/contracts/commerce';
import { Button, chakra, Field, Stack, Text, Textarea } from '@shop/ui';
import { CartSummary } from '../../cart';
import { OrderLines } from '../../orders';
import type { CheckoutModel } from '../hooks/use-checkout';
import { StickyAction } from './sticky-action';

// the dialog brings the overlay widgets: loaded when the parent first opens the terms
const TermsDialog = lazy(() => import('./terms-dialog').then((m) => ({ default: m.TermsDialog })));
const VoucherDialog = lazy(() => import('./voucher-dialog').then((m) => ({ default: m.VoucherDialog })));

const Checkbox = chakra('input');

/**
 * Step 3: the order summary, the comment, the terms of purchase and 'Buy now' (spec 3 'Step 3, Confirm
 * order'). The desktop's two-step layout shows it beside the steps with its heading as the panel's h2,
 * dimmed (disabled) until delivery and payment are chosen.
 */
export function ConfirmStep({
  model,
  cart,
  headingLevel = 'h3',
  headingDisabled = false,
}: {
  model: CheckoutModel;
  cart: Cart;
  headingLevel?: 'h2' | 'h3';
  headingDisabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const [termsOpen, setTermsOpen] = useState(false);
  const [voucherOpen, setVoucherOpen] = useState(false);
  const start = model.start!;
  const ready = Boolean(model.delivery && model.payment && model.termsAccepted);
  return (
    <Stack gap="4">
      <Stack as="section" aria-labelledby="order-summary-title" gap="1">
        <Text
          as={headingLevel}
          id="order-summary-title"
          fontWeight="semibold"
          fontSize={headingLevel === 'h2' ? 'lg' : 'md'}
          color={headingDisabled ? 'fg.muted' : undefined}
        >
          {t('checkout.confirm.summary')}
        </Text>
        <OrderLines lines={cart.orderLines} label={t('checkout.confirm.lines')} />
        <CartSummary summary={cart.summary} updating={false} />
        {start.hasActiveRebateCampaigns && (
          <Button variant="outline" alignSelf="flex-start" minH="11" onClick={() => setVoucherOpen(true)}>
            {t(cart.rebateCode ? 'voucher.change' : 'voucher.add')}
          </Button>
        )}
      </Stack>
      {start.options.enableOrderComment && (
        <Field.Root>
          <Field.Label>{t('checkout.confirm.comment')}</Field.Label>
          <Textarea rows={4} maxLength={1000} value={model.orderComment} onChange={(e) => model.setOrderComment(e.target.value)} />
        </Field.Root>
      )}
      <Stack gap="1">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its checkbox (a styled chakra input Biome does not recognise) */}
        <chakra.label display="flex" gap="3" alignItems="center" minH="11" cursor="pointer">
          <Checkbox
            type="checkbox"
            w="6"
            h="6"
            flexShrink={0}
            checked={model.termsAccepted}
            onChange={(e) => model.setTermsAccepted(e.target.checked)}
            aria-describedby={model.createTransactionError ? 'transaction-error' : undefined}
          />
          <Text as="span">{t('checkout.confirm.accept')}</Text>
        </chakra.label>
        <Button variant="plain" alignSelf="flex-start" minH="11" px="0" textDecoration="underline" onClick={() => setTermsOpen(true)}>
          {t('checkout.confirm.readTerms')}
        </Button>
        {model.createTransactionError && (
          <Text id="transaction-error" role="alert" color="fg.error">
            {model.createTransactionError}
          </Text>
        )}
      </Stack>
      <StickyAction>
        <Button
          w="full"
          colorPalette="brand"
          size="lg"
          disabled={!ready || model.isCreatingTransaction}
          loading={model.isCreatingTransaction}
          loadingText={t('checkout.confirm.buyNow')}
          onClick={() => void model.buyNow()}
        >
          {t('checkout.confirm.buyNow')}
        </Button>
      </StickyAction>
      {voucherOpen && (
        <Suspense fallback={null}>
          <VoucherDialog
            checkoutUuid={start.checkoutUuid}
            deliveryUuid={model.delivery?.uuid ?? null}
            onApplied={model.applyCart}
            onClose={() => setVoucherOpen(false)}
          />
        </Suspense>
      )}
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog text={start.termsOfPurchase} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
