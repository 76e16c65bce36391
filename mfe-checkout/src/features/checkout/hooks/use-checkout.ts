import { useCallback, useEffect, useRef, useState } from 'react';
import { href } from '@shop/contracts/core';
import type { CheckoutStart, DeliveryMethodType, DeliveryOptionData, PaymentOption, PaymentOptionData } from '@shop/contracts/checkout';
import type { Cart } from '@shop/contracts/commerce';
import { goTo } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { beginCheckoutEvent, track } from '../../../lib/tracking';
import { createTransaction, fetchPaymentOptions, selectPaymentOption, startCheckout } from '../api/checkout-api';
import { clientType } from '../lib/client-type';

export type Step = 'select-delivery-option' | 'select-payment-option' | 'confirm-order';

/** The chosen delivery option as the summaries show it. */
export interface ChosenDelivery {
  uuid: string;
  type: DeliveryMethodType;
  /** Method and option ('Postage: Letter'), or the store's name. */
  label: string;
  price: number;
  data: DeliveryOptionData;
}

/**
 * The checkout page's state (spec 3 sections 3 and 4): the server's checkout, the current step, the
 * chosen delivery and payment with their data, the payment options of the chosen delivery, the terms,
 * the comment, and the transaction being created. Submitting delivery loads the payment options of that
 * delivery (choosing another clears them first); submitting payment selects it on the server (the
 * answer replaces the cart); 'Buy now' creates the transaction and goes to the payment handover.
 */
export function useCheckout() {
  const [start, setStart] = useState<CheckoutStart | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [currentStep, setStep] = useState<Step>('select-delivery-option');
  const [delivery, setDelivery] = useState<ChosenDelivery | null>(null);
  const [paymentOptions, setPaymentOptions] = useState<PaymentOption[] | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ option: PaymentOption; data: PaymentOptionData } | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [orderComment, setOrderComment] = useState('');
  const [isCreatingTransaction, setCreating] = useState(false);
  const [createTransactionError, setCreateError] = useState<string | null>(null);
  const loading = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setLoadError(null);
    try {
      const answer = await startCheckout();
      setStart(answer);
      setCart(answer.cart);
      track(beginCheckoutEvent(answer.cart));
    } catch (error) {
      // no ordinary line in the cart (the server answers 409 cart_empty): the products page
      if ((error as { cause?: { body?: { error?: string } } }).cause?.body?.error === 'cart_empty') goTo(paths.productList(), { replace: true });
      else setLoadError((error as Error).message);
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const submitDelivery = useCallback(
    async (chosen: ChosenDelivery) => {
      if (!start) return;
      setDelivery(chosen);
      setPaymentOptions(null);
      setPaymentError(null);
      setStep('select-payment-option');
      try {
        const answer = await fetchPaymentOptions(start.checkoutUuid, chosen.uuid);
        setPaymentOptions(answer.paymentOptions);
        setCart(answer.cart);
        // a payment chosen before stays chosen when the new delivery offers it too
        setPayment((p) => (p && answer.paymentOptions.some((o) => o.uuid === p.option.uuid) ? p : null));
      } catch (error) {
        setPaymentError((error as Error).message);
      }
    },
    [start],
  );

  const submitPayment = useCallback(
    async (option: PaymentOption, data: PaymentOptionData) => {
      if (!start || !delivery) return;
      setPaymentError(null);
      try {
        const answer = await selectPaymentOption(start.checkoutUuid, delivery.uuid, option.uuid);
        setCart(answer.cart);
        setPayment({ option, data });
        setStep('confirm-order');
      } catch (error) {
        setPaymentError((error as Error).message);
      }
    },
    [start, delivery],
  );

  const buyNow = useCallback(async () => {
    if (!start || !delivery || !payment || !termsAccepted || isCreatingTransaction) return;
    setCreating(true);
    setCreateError(null);
    try {
      const { transaction } = await createTransaction(start.checkoutUuid, {
        deliveryOptionUuid: delivery.uuid,
        paymentOptionUuid: payment.option.uuid,
        deliveryOptionData: delivery.data,
        paymentOptionData: payment.data,
        client: clientType(),
        comment: orderComment,
      });
      goTo(href('payment', { transactionUuid: transaction.uuid }));
    } catch (error) {
      const cause = (error as { cause?: { fieldErrors?: () => Record<string, string> } }).cause;
      const fields = cause?.fieldErrors ? Object.values(cause.fieldErrors()) : [];
      setCreateError(fields.length ? `Failed to create transaction: ${fields.join(' ')}` : (error as Error).message);
      setCreating(false);
    }
  }, [start, delivery, payment, termsAccepted, isCreatingTransaction, orderComment]);

  /** A voucher's answer: the cart with its rebate line. */
  const applyCart = useCallback((next: Cart) => setCart(next), []);

  return {
    start,
    applyCart,
    loadError,
    reload: load,
    cart,
    currentStep,
    editStep: setStep,
    delivery,
    submitDelivery,
    paymentOptions,
    paymentError,
    payment,
    submitPayment,
    termsAccepted,
    setTermsAccepted,
    orderComment,
    setOrderComment,
    buyNow,
    isCreatingTransaction,
    createTransactionError,
  };
}

export type CheckoutModel = ReturnType<typeof useCheckout>;
