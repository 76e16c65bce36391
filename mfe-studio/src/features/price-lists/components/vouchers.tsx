import { Box, Button, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@shop/ui';
import { Checkbox } from '@shop/ui/overlays';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type StudioVoucher, studioCatalogApi } from '@shop/contracts/studio-catalog';
import { formatMoney } from '@shop/i18n';
import { invalidateCall, useCall } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { ConflictAlert, Section } from '../../../lib/page';
import { Cell, DataTable, RowHeader } from '../../../lib/table';
import { useSave } from '../../../lib/use-save';
import { emptyForm, type FormField, formOf, inputOf, invalidFields, type VoucherForm } from '../lib/voucher-form';

function VoucherFields({ form, set, invalid }: { form: VoucherForm; set: (f: Partial<VoucherForm>) => void; invalid: FormField[] }) {
  const { t } = useTranslation('studio-catalog');
  const text = (name: FormField, type = 'text', inputMode?: 'decimal' | 'numeric') => (
    <Field.Root invalid={invalid.includes(name)}>
      <Field.Label>{name === 'value' ? t(`vouchers.fields.value_${form.kind}`) : t(`vouchers.fields.${name}`)}</Field.Label>
      <Input bg="surface.raised" type={type} inputMode={inputMode} value={form[name]} onChange={(e) => set({ [name]: e.currentTarget.value })} />
      <Field.ErrorText>{t(`vouchers.invalid.${name}`)}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="3">
      {text('code')}
      <Field.Root>
        <Field.Label>{t('vouchers.fields.kind')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field bg="surface.raised" value={form.kind} onChange={(e) => set({ kind: e.currentTarget.value as VoucherForm['kind'] })}>
            <option value="percent">{t('vouchers.kinds.percent')}</option>
            <option value="amount">{t('vouchers.kinds.amount')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {text('value', 'text', 'decimal')}
      {text('minTotal', 'text', 'decimal')}
      {text('validFrom', 'date')}
      {text('validTo', 'date')}
      {text('usageLimit', 'text', 'numeric')}
      {text('perCustomerLimit', 'text', 'numeric')}
      <Checkbox.Root checked={form.active} onCheckedChange={(e) => set({ active: e.checked === true })} alignSelf="end">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('vouchers.fields.active')}</Checkbox.Label>
      </Checkbox.Root>
    </Grid>
  );
}

/** A new voucher, or a change of one: checked with products.json's voucher schema before it is sent. */
function VoucherEditor({ portalKey, voucher, onDone }: { portalKey: string; voucher: StudioVoucher | null; onDone: () => void }) {
  const { t } = useTranslation('studio-catalog');
  const save = useSave();
  const [form, setForm] = useState<VoucherForm>(voucher ? formOf(voucher) : emptyForm());
  const [invalid, setInvalid] = useState<FormField[]>([]);
  const submit = async () => {
    const wrong = invalidFields(form);
    setInvalid(wrong);
    if (wrong.length) return;
    const ok = await save.run(() =>
      voucher
        ? call(studioCatalogApi.updateVoucher, { params: { portalKey, voucherUuid: voucher.uuid }, body: { version: voucher.version, voucher: inputOf(form) } })
        : call(studioCatalogApi.createVoucher, { params: { portalKey }, body: inputOf(form) }),
    );
    if (ok) {
      await invalidateCall(studioCatalogApi.vouchers, { params: { portalKey } });
      onDone();
    }
  };
  return (
    <Box
      as="form"
      aria-label={voucher ? t('vouchers.editTitle', { code: voucher.code }) : t('vouchers.newTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Stack gap="4">
        <Text fontWeight="semibold">{voucher ? t('vouchers.editTitle', { code: voucher.code }) : t('vouchers.newTitle')}</Text>
        <VoucherFields form={form} set={(f) => setForm((old) => ({ ...old, ...f }))} invalid={invalid} />
        {save.conflict ? <ConflictAlert conflict={save.conflict} onReload={onDone} /> : null}
        {save.failure ? <FormAlert message={save.failure} /> : null}
        <HStack>
          <Button type="submit" loading={save.busy}>
            {voucher ? t('vouchers.save') : t('vouchers.create')}
          </Button>
          <Button variant="outline" onClick={onDone}>
            {t('vouchers.cancel')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function useRule() {
  const { t, i18n } = useTranslation('studio-catalog');
  const formatDate = useFormatDate();
  return (voucher: StudioVoucher, currency: string) => {
    const money = (n: number) => formatMoney(n, currency, i18n.language);
    const parts = [
      voucher.kind === 'percent' ? t('vouchers.rule.percent', { value: voucher.value / 100 }) : t('vouchers.rule.amount', { value: money(voucher.value) }),
    ];
    if (voucher.minTotal) parts.push(t('vouchers.rule.minTotal', { value: money(voucher.minTotal) }));
    if (voucher.validFrom || voucher.validTo)
      parts.push(
        t('vouchers.rule.valid', { from: voucher.validFrom ? formatDate(voucher.validFrom) : '…', to: voucher.validTo ? formatDate(voucher.validTo) : '…' }),
      );
    if (voucher.perCustomerLimit !== null) parts.push(t('vouchers.rule.perCustomer', { count: voucher.perCustomerLimit }));
    return parts.join(' · ');
  };
}

/** The portal's vouchers with their rules and uses: created, changed, disabled; deleted only while no order used them. */
export function Vouchers({ portalKey, currency }: { portalKey: string; currency: string }) {
  const { t } = useTranslation('studio-catalog');
  const list = useCall(studioCatalogApi.vouchers, { params: { portalKey } });
  const [editing, setEditing] = useState<StudioVoucher | 'new' | null>(null);
  const action = useSave();
  const rule = useRule();
  const refresh = () => invalidateCall(studioCatalogApi.vouchers, { params: { portalKey } });
  const setActive = (v: StudioVoucher, active: boolean) =>
    action.run(async () => {
      await call(studioCatalogApi.updateVoucher, {
        params: { portalKey, voucherUuid: v.uuid },
        body: { version: v.version, voucher: { ...inputOf(formOf(v)), active } },
      });
      await refresh();
    });
  const remove = (v: StudioVoucher) =>
    action.run(async () => {
      await call(studioCatalogApi.deleteVoucher, { params: { portalKey, voucherUuid: v.uuid }, query: { version: String(v.version) } });
      await refresh();
    });
  return (
    <Section id="vouchers" title={t('vouchers.title')} description={t('vouchers.intro')}>
      <Stack gap="4">
        {list.isPending ? <Loading label={t('vouchers.loading')} /> : null}
        {list.isError ? <FormAlert message={errorMessage(list.error, t)} /> : null}
        {action.failure ? <FormAlert message={action.failure} /> : null}
        {action.conflict ? <ConflictAlert conflict={action.conflict} onReload={() => void refresh()} /> : null}
        {list.data && list.data.vouchers.length === 0 ? <Text>{t('vouchers.none')}</Text> : null}
        {list.data?.vouchers.length ? (
          <DataTable label={t('vouchers.table')} columns={(['code', 'rule', 'uses', 'status', 'actions'] as const).map((h) => t(`vouchers.columns.${h}`))}>
            {list.data.vouchers.map((v) => (
              <tr key={v.uuid} data-voucher={v.code}>
                <RowHeader fontFamily="mono">{v.code}</RowHeader>
                <Cell>{rule(v, currency)}</Cell>
                <Cell>{v.usageLimit === null ? t('vouchers.uses', { count: v.uses }) : t('vouchers.usesOf', { count: v.uses, limit: v.usageLimit })}</Cell>
                <Cell>{v.active ? t('vouchers.active') : t('vouchers.disabled')}</Cell>
                <Cell>
                  <HStack gap="2" wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => setEditing(v)} aria-label={t('vouchers.editOne', { code: v.code })}>
                      {t('vouchers.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void setActive(v, !v.active)}
                      aria-label={t(v.active ? 'vouchers.disableOne' : 'vouchers.enableOne', { code: v.code })}
                    >
                      {v.active ? t('vouchers.disable') : t('vouchers.enable')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void remove(v)}
                      aria-label={t('vouchers.deleteOne', { code: v.code })}
                    >
                      {t('vouchers.delete')}
                    </Button>
                  </HStack>
                </Cell>
              </tr>
            ))}
          </DataTable>
        ) : null}
        {editing ? (
          <VoucherEditor
            key={editing === 'new' ? 'new' : `${editing.uuid}:${editing.version}`}
            portalKey={portalKey}
            voucher={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <HStack>
            <Button onClick={() => setEditing('new')}>{t('vouchers.new')}</Button>
          </HStack>
        )}
      </Stack>
    </Section>
  );
}
