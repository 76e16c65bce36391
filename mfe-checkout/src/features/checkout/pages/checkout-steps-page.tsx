import { useTranslation } from 'react-i18next';
import { Box, Button, Grid, Stack, Text, PageFrame } from '@shop/ui';
import { FormAlert, Loading } from '@shop/ui/toolkit';
import { usePriceText } from '../../../lib/use-price-text';
import { ConfirmStep } from '../components/confirm-step';
import { DeliveryChooser, DeliverySummary } from '../components/delivery-step';
import { PaymentChooser } from '../components/payment-step';
import { StepSection } from '../components/step-section';
import { useCheckout, type Step } from '../hooks/use-checkout';
import { useClientType } from '../lib/client-type';
import { UpsellSequence } from '../components/upsells/upsell-sequence';

const ORDER: Step[] = ['select-delivery-option', 'select-payment-option', 'confirm-order'];

/**
 * /shopping-cart/checkout, 'Finish order' (spec 3). The mobile client: delivery, payment and confirm, one
 * step after the other. The desktop client: the two-step layout, only '1. Delivery' and '2. Payment' as
 * steps, beside them the order with the terms and 'Buy now', whose heading stays disabled (dimmed) until
 * both steps are done.
 */
export function CheckoutStepsPage() {
  const { t } = useTranslation('checkout');
  const model = useCheckout();
  const price = usePriceText();
  const twoStep = useClientType() === 'desktop';
  const mobile = !twoStep;
  const title = t('checkout.title');

  if (model.loadError) {
    return (
      <PageFrame title={title}>
        <Stack gap="3" align="flex-start">
          <FormAlert message={model.loadError} />
          <Button variant="outline" minH="11" onClick={() => void model.reload()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  if (!model.start || !model.cart) {
    return (
      <PageFrame title={title}>
        <Loading label={t('common.loading')} />
      </PageFrame>
    );
  }
  const step = ORDER.indexOf(model.currentStep);
  const stateOf = (s: Step) => {
    const i = ORDER.indexOf(s);
    return i === step ? 'active' : i < step ? 'done' : 'waiting';
  };
  const steps = (
    <>
      <StepSection
        id="step-delivery"
        title={t('checkout.delivery.title')}
        state={stateOf('select-delivery-option')}
        onEdit={() => model.editStep('select-delivery-option')}
        editLabel={t('checkout.delivery.edit')}
        summary={model.delivery && <DeliverySummary delivery={model.delivery} />}
      >
        <DeliveryChooser start={model.start} chosen={model.delivery} onSubmit={(d) => void model.submitDelivery(d)} />
      </StepSection>
      <StepSection
        id="step-payment"
        title={t('checkout.payment.title')}
        state={stateOf('select-payment-option')}
        onEdit={() => model.editStep('select-payment-option')}
        editLabel={t('checkout.payment.edit')}
        summary={model.payment && <Text fontWeight="medium">{mobile ? model.payment.option.mobileTitle : model.payment.option.title}</Text>}
      >
        <PaymentChooser
          options={model.paymentOptions}
          error={model.paymentError}
          user={model.start.user}
          chosen={model.payment}
          mobile={mobile}
          onSubmit={model.submitPayment}
        />
      </StepSection>
    </>
  );
  const upsells = <UpsellSequence checkoutUuid={model.start.checkoutUuid} list={model.start.upsaleList} />;

  if (twoStep) {
    return (
      <PageFrame title={title} wide>
        <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="8" alignItems="start">
          <Stack gap="0">{steps}</Stack>
          <Box as="aside" aria-label={t('checkout.confirm.summary')} py="4">
            <ConfirmStep model={model} cart={model.cart} headingLevel="h2" headingDisabled={step < 2} />
          </Box>
        </Grid>
        {upsells}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      {steps}
      <StepSection id="step-confirm" title={t('checkout.confirm.title')} state={stateOf('confirm-order')}>
        <ConfirmStep model={model} cart={model.cart} />
      </StepSection>
      {upsells}
      {step < 2 && (
        <Text color="fg.muted" fontSize="sm">
          {t('checkout.totalSoFar', { price: price(model.cart.summary.totalPrice) })}
        </Text>
      )}
    </PageFrame>
  );
}
