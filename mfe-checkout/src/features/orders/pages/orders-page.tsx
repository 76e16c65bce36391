import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkoutApi, orderReference } from '@shop/contracts/checkout';
import { href } from '@shop/contracts/core';
import { useCall } from '@shop/data';
import { Button, Stack, Text, PageFrame } from '@shop/ui';
import { Accordion } from '@shop/ui/overlays';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { OrderLines } from '../components/order-lines';
import { Refunds, Shipment } from '../components/order-progress';

/** The open row's details: 'Loading details', then the shipment, the order lines and the voucher code. */
function OrderDetails({ uuid }: { uuid: string }) {
  const { t } = useTranslation('checkout');
  const details = useCall(checkoutApi.orderDetails, { query: { uuid } });
  if (details.isError) return <FormAlert message={t('orders.detailsFailed')} />;
  if (!details.data) return <Loading label={t('orders.loadingDetails')} />;
  return (
    <Stack gap="2">
      {details.data.fulfilment && <Shipment fulfilment={details.data.fulfilment} />}
      {details.data.refunds?.length ? <Refunds refunds={details.data.refunds} /> : null}
      <OrderLines lines={details.data.orderLines} label={t('orders.lines', { reference: orderReference(uuid) })} />
      {details.data.rebateCode && <Text>{t('orders.rebateCode', { code: details.data.rebateCode })}</Text>}
    </Stack>
  );
}

/**
 * /my-account/orders[/{orderUuid}], 'My orders': one accordion row per confirmed order (its
 * confirmation time and '#' with the uuid's first 8 characters). Opening a row puts its uuid in the
 * route; closing returns to /my-account/orders.
 */
export function OrdersPage() {
  const { t } = useTranslation('checkout');
  const { orderUuid } = useParams();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const list = useCall(checkoutApi.orderList, {});
  const title = t('orders.title');
  if (list.isError) {
    return (
      <PageFrame title={title}>
        <FormAlert message={t('orders.loadFailed')} />
        <Button variant="outline" alignSelf="flex-start" minH="11" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </PageFrame>
    );
  }
  if (!list.data) {
    return (
      <PageFrame title={title}>
        <Loading label={t('common.loading')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      {list.data.length === 0 ? (
        <Text>{t('orders.none')}</Text>
      ) : (
        <Accordion.Root
          collapsible
          value={orderUuid ? [orderUuid] : []}
          onValueChange={(d) => {
            const open = d.value[0];
            navigate(open ? href('myaccount.orders', { orderUuid: open }) : href('myaccount.orders'));
          }}
        >
          {list.data.map((order) => (
            <Accordion.Item key={order.uuid} value={order.uuid}>
              <Accordion.ItemTrigger minH="11" py="3">
                <Stack gap="0" flex="1" textAlign="start">
                  <Text fontWeight="semibold">{orderReference(order.uuid)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(order.confirmTime, { withTime: true })}
                  </Text>
                  {order.refunded || order.cancelled ? (
                    <Text fontSize="sm">{t(order.refunded ? 'orders.status.refunded' : 'orders.status.cancelled')}</Text>
                  ) : (
                    order.fulfilment && <Text fontSize="sm">{t(`orders.status.${order.fulfilment.status}`)}</Text>
                  )}
                </Stack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{orderUuid === order.uuid && <OrderDetails uuid={order.uuid} />}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </PageFrame>
  );
}
