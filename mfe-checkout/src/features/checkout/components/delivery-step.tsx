import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExpressPickup, type CheckoutStart, type DeliveryMethod, type DeliveryOptionData } from '@shop/contracts/checkout';
import { Alert, chakra, Stack, Text } from '@shop/ui';
import { usePriceText } from '../../../lib/use-price-text';
import type { ChosenDelivery } from '../hooks/use-checkout';
import type { AddressValues, ContactValues } from '../lib/forms';
import { Choice } from './choice';
import { AddressForm, ContactForm } from './delivery-forms';

/** The option a method starts with: postage its saved option (type 1), else the first; pickup the first location. */
function firstOption(method: DeliveryMethod): string | null {
  if (method.type === 'store-pickup') return method.pickupLocations[0]?.uuid ?? null;
  return (method.deliveryOptions.find((o) => o.type === 1) ?? method.deliveryOptions[0])?.uuid ?? null;
}

/** Step 1: the method, then that method's option and form (spec 3 'Step 1, Delivery'). */
export function DeliveryChooser({ start, chosen, onSubmit }: { start: CheckoutStart; chosen: ChosenDelivery | null; onSubmit: (d: ChosenDelivery) => void }) {
  const { t } = useTranslation('checkout');
  const price = usePriceText();
  const methods = start.deliveryMethods;
  // exactly one method: preselected; several: none until the parent chooses
  const [methodType, setMethodType] = useState<string | null>(chosen?.type ?? (methods.length === 1 ? methods[0]!.type : null));
  const method = methods.find((m) => m.type === methodType) ?? null;
  const [optionUuid, setOptionUuid] = useState<string | null>(chosen?.uuid ?? (method ? firstOption(method) : null));
  const days = (n: number) => t('checkout.delivery.days', { count: n });

  const chooseMethod = (type: string) => {
    setMethodType(type);
    const next = methods.find((m) => m.type === type);
    setOptionUuid(next ? firstOption(next) : null);
  };

  const submit = (data: DeliveryOptionData) => {
    if (!method || !optionUuid) return;
    const location = method.pickupLocations.find((p) => p.uuid === optionUuid);
    const option = method.deliveryOptions.find((o) => o.uuid === optionUuid);
    const label = location
      ? `${method.name}: ${location.pickupname}${isExpressPickup(location.uuid) ? ` (${t('checkout.delivery.express')})` : ''}`
      : `${method.name}: ${option?.name ?? ''}`;
    onSubmit({ uuid: optionUuid, type: method.type, label, price: location?.price ?? option?.price ?? 0, data });
  };

  if (methods.length === 0) return <Alert.Root status="warning">{t('checkout.delivery.none')}</Alert.Root>;

  return (
    <Stack gap="4">
      {start.catalogueMaxDeliveryTime !== null && (
        <Alert.Root status="info">
          <Alert.Description>{t('checkout.delivery.catalogueNotice', { count: start.catalogueMaxDeliveryTime })}</Alert.Description>
        </Alert.Root>
      )}
      <chakra.fieldset border="0" p="0" m="0">
        <chakra.legend fontWeight="semibold" mb="2">
          {t('checkout.delivery.method')}
        </chakra.legend>
        <Stack gap="2">
          {methods.map((m) => (
            <Choice key={m.type} name="delivery-method" value={m.type} checked={m.type === methodType} onChange={chooseMethod} title={m.name} />
          ))}
        </Stack>
      </chakra.fieldset>
      {method && (
        <chakra.fieldset border="0" p="0" m="0">
          <chakra.legend fontWeight="semibold" mb="2">
            {t(method.type === 'store-pickup' ? 'checkout.delivery.store' : 'checkout.delivery.option')}
          </chakra.legend>
          <Stack gap="2">
            {method.pickupLocations.map((p) => (
              <Choice
                key={p.uuid}
                name="delivery-option"
                value={p.uuid}
                checked={p.uuid === optionUuid}
                onChange={setOptionUuid}
                title={isExpressPickup(p.uuid) ? `${p.pickupname} – ${t('checkout.delivery.express')}` : p.pickupname}
                details={`${p.pickupaddress1}, ${p.pickuppostalcode} ${p.pickupcity} · ${days(p.deliveryTime.seconds / 86_400)}`}
                price={price(p.price)}
              />
            ))}
            {method.deliveryOptions.map((o) => (
              <Choice
                key={o.uuid}
                name="delivery-option"
                value={o.uuid}
                checked={o.uuid === optionUuid}
                onChange={setOptionUuid}
                title={o.name}
                details={[o.description, o.deliverytime > 0 ? days(o.deliverytime) : '', o.subjects.map((s) => s.name).join(', ')].filter(Boolean).join(' · ')}
                price={price(o.price)}
              />
            ))}
          </Stack>
        </chakra.fieldset>
      )}
      {method && optionUuid && (
        <Stack gap="2">
          <Text fontWeight="semibold">{t(method.type === 'postage' ? 'checkout.delivery.address' : 'checkout.delivery.contact')}</Text>
          {method.type === 'postage' ? (
            <AddressForm
              user={start.user}
              options={start.options}
              countryName={new Intl.DisplayNames([start.user.lang || 'en'], { type: 'region' }).of(start.options.country) ?? start.options.country}
              initial={chosen?.data.deliveryAddress as AddressValues | undefined}
              onSubmit={(a) => submit({ deliveryAddress: { ...a, verifiedAddress: false } })}
            />
          ) : (
            <ContactForm user={start.user} initial={chosen?.data.contactInfo as ContactValues | undefined} onSubmit={(c) => submit({ contactInfo: c })} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The summary of a chosen delivery: the option, its price, and where it goes or who collects it. */
export function DeliverySummary({ delivery }: { delivery: ChosenDelivery }) {
  const price = usePriceText();
  const a = delivery.data.deliveryAddress;
  const c = delivery.data.contactInfo;
  return (
    <Stack gap="0.5">
      <Text fontWeight="medium">
        {delivery.label} · {price(delivery.price)}
      </Text>
      {a && <Text color="fg.muted">{[a.name, a.address, a.address2, `${a.postalCode} ${a.city}`.trim(), a.state].filter(Boolean).join(', ')}</Text>}
      {c && <Text color="fg.muted">{`${c.name}, ${c.emailAddress}`}</Text>}
    </Stack>
  );
}
