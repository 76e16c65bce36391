/**
 * The buy view (spec 2 sections 2 and 5): the product, or each sub-product, with its quantity ('%d pcs',
 * 'Sum %s', '%s/pcs', the old price struck through under a campaign price). The figures are the server's
 * price engine's for that quantity (decision 0079), so the cart shows the same. Add to cart adds the lines
 * with at least the minimum; update mode replaces the cart line. 'Dear customer' first when the template
 * asks for it, once per session.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddLine, OrderLine, Product } from '@shop/contracts/commerce';
import type { TemplateDefinition } from '@shop/contracts/templates';
import { formatMoney } from '@shop/i18n';
import { Button, HStack, IconButton, Input, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { FormAlert } from '@shop/ui/toolkit';
import { saveToCart, useProductPrice } from '../api/editor-api';
import type { Design } from '../hooks/editor-state';
import { linesToAdd, minus, onBlurQuantity, parseQuantity, plus, startQuantities } from '../lib/quantity-rules';
import { ConfirmDialog } from './confirm-dialog';

const WARNED = 'editor.addToCartWarningShown';

export function BuyView({
  template,
  product,
  currency,
  design,
  line,
  onClose,
  onSaved,
}: {
  template: TemplateDefinition;
  product: Product;
  currency: string;
  design: Design;
  line: Extract<OrderLine, { kind: 'product' }> | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('editor');
  const min = product.minorderpartquantity;
  const [quantities, setQuantities] = useState(() => startQuantities(product, line?.quantity ?? null));
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warn, setWarn] = useState(() => template.addToCartWarningEnabled && sessionStorage.getItem(WARNED) !== '1');
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const rows = product.subproducts.length ? product.subproducts.map((s) => ({ name: s.name, sub: s.uuid })) : [{ name: product.name, sub: null }];
  const total = quantities.reduce((a, b) => a + b, 0);
  const set = (i: number, n: number) => setQuantities((q) => q.map((x, k) => (k === i ? n : x)));

  const add = async () => {
    setBusy(true);
    setError(null);
    const lines: AddLine[] = linesToAdd(quantities, min).map(({ index, quantity }) => ({
      type: product.type as 1 | 2 | 89,
      product: { uuid: product.uuid },
      subProductUuids: rows[index]!.sub ? [rows[index]!.sub!] : [],
      quantity,
      template: { uuid: template.uuid, name: template.name, categories: template.categories, version: template.version },
      templateData: { year: design.year, userResources: design.resources },
    }));
    try {
      await saveToCart(lines, line?.uuid ?? null);
      onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('buy.failed'));
      setBusy(false);
    }
  };

  if (warn)
    return (
      <ConfirmDialog
        title={t('warning.title')}
        body={t('warning.body')}
        confirm={t('warning.add')}
        cancel={t('warning.check')}
        onConfirm={() => {
          sessionStorage.setItem(WARNED, '1');
          setWarn(false);
        }}
        onCancel={onClose}
      />
    );

  return (
    <DialogFrame
      size={{ base: 'full', md: 'md' }}
      onClose={onClose}
      title={t('buy.title')}
      footer={
        <HStack gap="3">
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button minH="11" disabled={total === 0 || busy || linesToAdd(quantities, min).length === 0} loading={busy} onClick={add}>
            {line ? t('actions.updateCart') : t('actions.addToCart')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {error && <FormAlert status="error" message={error} />}
        {rows.map((row, i) => {
          const q = quantities[i] ?? 0;
          const label = t('buy.quantityOf', { name: row.name });
          return (
            <Stack key={row.sub ?? 'product'} gap="1" borderBottomWidth="1px" pb="3">
              <Text fontWeight="semibold">{row.name}</Text>
              <HStack gap="1">
                <IconButton
                  variant="outline"
                  minW="11"
                  h="11"
                  aria-label={t('buy.less', { name: row.name })}
                  disabled={q <= 0}
                  onClick={() => set(i, minus(q, min))}
                >
                  <span aria-hidden>−</span>
                </IconButton>
                <Input
                  aria-label={label}
                  inputMode="numeric"
                  w="20"
                  h="11"
                  textAlign="center"
                  value={typed[i] ?? String(q)}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setTyped((m) => ({ ...m, [i]: text }));
                    set(i, parseQuantity(text));
                  }}
                  onBlur={() => {
                    setTyped(({ [i]: _typed, ...others }) => others);
                    set(i, onBlurQuantity(q, min));
                  }}
                />
                <IconButton
                  variant="outline"
                  minW="11"
                  h="11"
                  aria-label={t('buy.more', { name: row.name })}
                  onClick={() => set(i, plus(q, min, product.maximumQuantity))}
                >
                  <span aria-hidden>+</span>
                </IconButton>
                <Text ms="2">{t('buy.pieces', { count: q })}</Text>
              </HStack>
              <RowPrice productUuid={product.uuid} sub={row.sub} quantity={q} min={min} money={money} />
            </Stack>
          );
        })}
        {min > 1 && <Text fontSize="sm">{t('buy.minimum', { count: min })}</Text>}
      </Stack>
    </DialogFrame>
  );
}

/**
 * '%s/pcs' and 'Sum %s' of one row as the server priced them: the quantity's line (at least the minimum,
 * so an empty row shows what one line would cost per piece); the sum counts only a row that will be added.
 */
function RowPrice({
  productUuid,
  sub,
  quantity,
  min,
  money,
}: {
  productUuid: string;
  sub: string | null;
  quantity: number;
  min: number;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('editor');
  const read = useProductPrice(productUuid, Math.max(quantity, min), sub);
  const price = read.data;
  if (!price) return <Text fontSize="sm">{read.isError ? t('buy.priceFailed') : t('buy.loadingPrice')}</Text>;
  return (
    <HStack gap="3" fontSize="sm">
      <Text>
        {t('buy.perPiece', { price: money(price.unitPrice) })}
        {price.normalUnitPrice > price.unitPrice && (
          <Text as="s" ms="2" color="fg.muted">
            {money(price.normalUnitPrice)}
          </Text>
        )}
      </Text>
      <Text fontWeight="semibold">{t('buy.sum', { sum: money(quantity >= min ? price.actualLinePrice : 0) })}</Text>
    </HStack>
  );
}
