import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@shop/ui';
import { FormAlert, Loading } from '@shop/ui/toolkit';
import { CheckoutPage } from '../../../lib/checkout-page';
import { usePriceText } from '../../../lib/use-price-text';
import { ConfirmStep } from '../components/confirm-step';
import { DeliveryChooser, DeliverySummary } from '../components/delivery-step';
import { PaymentChooser } from '../components/payment-step';
import { StepSection } from '../components/step-section';
import { useCheckout, type Step } from '../hooks/use-checkout';
import { UpsellSequence } from '../upsells/upsell-sequence';

const ORDER: Step[] = ['select-delivery-option', 'select-payment-option', 'confirm-order'];

/** A narrow screen reads the options' mobile titles and descriptions. */
function useMobileLayout(): boolean {
  const query = '(max-width: 47.99em)';
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches));
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const changed = () => setMobile(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return mobile;
}

/** /shopping-cart/checkout, 'Finish order': delivery, payment and confirm, one after the other (spec 3). */
export function CheckoutStepsPage() {
  const { t } = useTranslation('checkout');
  const model = useCheckout();
  const price = usePriceText();
  const mobile = useMobileLayout();
  const title = t('checkout.title');

  if (model.loadError) {
    return (
      <CheckoutPage title={title}>
        <Stack gap="3" align="flex-start">
          <FormAlert message={model.loadError} />
          <Button variant="outline" minH="11" onClick={() => void model.reload()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </CheckoutPage>
    );
  }
  if (!model.start || !model.cart) {
    return (
      <CheckoutPage title={title}>
        <Loading label={t('common.loading')} />
      </CheckoutPage>
    );
  }
  const step = ORDER.indexOf(model.currentStep);
  const stateOf = (s: Step) => {
    const i = ORDER.indexOf(s);
    return i === step ? 'active' : i < step ? 'done' : 'waiting';
  };
  return (
    <CheckoutPage title={title}>
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
      <StepSection id="step-confirm" title={t('checkout.confirm.title')} state={stateOf('confirm-order')}>
        <ConfirmStep model={model} cart={model.cart} />
      </StepSection>
      <UpsellSequence checkoutUuid={model.start.checkoutUuid} list={model.start.upsaleList} />
      {step < 2 && (
        <Text color="fg.muted" fontSize="sm">
          {t('checkout.totalSoFar', { price: price(model.cart.summary.totalPrice) })}
        </Text>
      )}
    </CheckoutPage>
  );
}
