import { Box, Button, chakra, Field, Stack, Text, Textarea } from '@shop/ui';
import { FormAlert, useFormatDate } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type StudioOrderDetail, studioApi } from '@shop/contracts/studio';
import { setCallData } from '@shop/data';
import { Section } from '../../../lib/page';
import { useSave } from '../../../lib/use-save';
import { useOrderMoney } from '../lib/format';

/** The order's refunds so far: when, who, how much, which lines, why, and whether the provider has confirmed it. */
function RefundList({ order }: { order: StudioOrderDetail }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const money = useOrderMoney();
  if (!order.refunds.length) return null;
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t('orders.refund.list')}>
      {order.refunds.map((r) => (
        <Box as="li" key={r.uuid} borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold">
            {t(`orders.refund.${r.kind === 'credit-note' ? 'creditNote' : 'refund'}`, { amount: money(r.amount, order.currency) })} ·{' '}
            {t(`orders.refund.status_${r.status}`)}
          </Text>
          <Text fontSize="sm">{r.lines.length ? r.lines.map((l) => l.name).join(', ') : t('orders.refund.whole')}</Text>
          <Text fontSize="sm">{t('orders.refund.reasonWas', { reason: r.reason })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('orders.refund.by', { who: r.staff.name || r.staff.email, at: formatDate(r.at, { withTime: true }) })}
          </Text>
          {r.failure ? <Text fontSize="sm">{t('orders.refund.failure', { reason: r.failure })}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Refunds (issue 31): some lines (each once) or what is left of the order, with a reason the parent's e-mail
 * repeats. Stripe confirms its refunds later; the test provider and an invoice's credit note at once.
 */
export function Refunds({ order }: { order: StudioOrderDetail }) {
  const { t } = useTranslation('studio');
  const money = useOrderMoney();
  const save = useSave();
  const [lines, setLines] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const refundedLines = new Set(order.refunds.filter((r) => r.status !== 'failed').flatMap((r) => r.lines.map((l) => l.uuid)));
  const left = order.total - order.refunded;
  const refund = (whole: boolean) =>
    save.run(async () => {
      const answer = await call(studioApi.refundOrder, {
        params: { orderUuid: order.uuid },
        body: whole ? { reason } : { lines: [...lines], reason },
      });
      setCallData(studioApi.studioOrder, { params: { orderUuid: order.uuid } }, answer);
      setLines(new Set());
      setReason('');
    });
  return (
    <Section id="order-refunds" title={t('orders.refund.title')}>
      <RefundList order={order} />
      {left > 0 ? (
        <Box
          as="form"
          aria-label={t('orders.refund.form')}
          onSubmit={(e) => {
            e.preventDefault();
            void refund(false);
          }}
        >
          <Stack gap="3">
            <chakra.fieldset>
              <chakra.legend fontWeight="semibold" mb="2">
                {t('orders.refund.lines')}
              </chakra.legend>
              <Stack gap="1">
                {order.lines.map((line) => (
                  <chakra.label key={line.uuid} display="flex" gap="2" alignItems="center" minH="6">
                    <chakra.input
                      type="checkbox"
                      w="5"
                      h="5"
                      disabled={refundedLines.has(line.uuid)}
                      checked={lines.has(line.uuid)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setLines((s) => {
                          const next = new Set(s);
                          if (on) next.add(line.uuid);
                          else next.delete(line.uuid);
                          return next;
                        });
                      }}
                    />
                    {line.name} ({money(line.linePrice, order.currency)}){refundedLines.has(line.uuid) ? ` · ${t('orders.refund.done')}` : ''}
                  </chakra.label>
                ))}
              </Stack>
            </chakra.fieldset>
            <Field.Root required>
              <Field.Label>{t('orders.refund.reason')}</Field.Label>
              <Textarea bg="surface.raised" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} rows={2} />
            </Field.Root>
            <Stack direction={{ base: 'column', md: 'row' }} gap="3">
              <Button type="submit" disabled={!lines.size || !reason.trim()} loading={save.busy}>
                {t('orders.refund.selected', { count: lines.size })}
              </Button>
              <Button variant="outline" disabled={!reason.trim()} loading={save.busy} onClick={() => refund(true)}>
                {t('orders.refund.rest', { amount: money(left, order.currency) })}
              </Button>
            </Stack>
            {save.failure ? <FormAlert message={save.failure} /> : null}
          </Stack>
        </Box>
      ) : null}
    </Section>
  );
}
