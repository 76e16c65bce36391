import { Badge, HStack, Stack, Text } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/i18n';
import type { DiffTier, PriceListDiff, ProductChange } from '@shop/contracts/studio-catalog';
import { Cell, DataTable, RowHeader } from '../../../lib/table';
import { localName } from '../lib/texts';

const PALETTE = { added: 'green', changed: 'blue', withdrawn: 'red' } as const;

export function ChangeBadge({ change }: { change: keyof typeof PALETTE }) {
  const { t } = useTranslation('studio-catalog');
  return (
    <Badge colorPalette={PALETTE[change]} variant="subtle">
      {t(`diff.change.${change}`)}
    </Badge>
  );
}

/** The tiers of a price: "from 1: NOK 199.00" per line, the campaign price beside. */
function Tiers({ tiers, currency }: { tiers: DiffTier[] | null; currency: string }) {
  const { t, i18n } = useTranslation('studio-catalog');
  if (!tiers) return <Text color="fg.muted">—</Text>;
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
      {tiers.map((tier) => (
        <Text as="li" key={tier.from}>
          {t('diff.tier', { from: tier.from, price: money(tier.price) })}
          {tier.campaignPrice !== null ? ` ${t('diff.campaign', { price: money(tier.campaignPrice) })}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

function ProductRows({ product, currency }: { product: ProductChange; currency: string }) {
  const { t, i18n } = useTranslation('studio-catalog');
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, currency, i18n.language));
  return (
    <>
      <tr data-product={product.key}>
        <RowHeader>
          {localName(product.name, i18n.language)}
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {product.key}
          </Text>
        </RowHeader>
        <Cell>
          <ChangeBadge change={product.change} />
          {product.fields.length && product.change === 'changed' ? (
            <Text fontSize="xs" color="fg.muted">
              {product.fields.map((f) => t(`diff.fields.${f}`, { defaultValue: f })).join(', ')}
            </Text>
          ) : null}
        </Cell>
        <Cell>
          <Tiers tiers={product.prices.before} currency={currency} />
        </Cell>
        <Cell>
          <Tiers tiers={product.prices.after} currency={currency} />
        </Cell>
      </tr>
      {product.subProducts.map((sub) => (
        <tr key={sub.key} data-sub-product={sub.key}>
          <RowHeader ps="8" fontWeight="normal">
            {t('diff.subProduct', { name: localName(sub.name, i18n.language) })}
          </RowHeader>
          <Cell>
            <ChangeBadge change={sub.change} />
          </Cell>
          <Cell>{t('diff.extra', { price: money(sub.extraPrice.before) })}</Cell>
          <Cell>{t('diff.extra', { price: money(sub.extraPrice.after) })}</Cell>
        </tr>
      ))}
    </>
  );
}

/** What publishing the file changes: products and sub-products with their tiers before and after, vouchers, counts. */
export function PriceDiff({ diff }: { diff: PriceListDiff }) {
  const { t } = useTranslation('studio-catalog');
  const counts = (['products', 'subProducts', 'catalogues', 'packages'] as const).map((k) => ({ k, ...diff.counts[k] }));
  return (
    <Stack gap="4">
      <Text>
        {counts
          .map(({ k, created, updated, withdrawn, unchanged }) => t('diff.counts', { what: t(`diff.kinds.${k}`), created, updated, withdrawn, unchanged }))
          .join(' · ')}
      </Text>
      {diff.products.length === 0 ? (
        <Text role="status">{t('diff.noProductChanges')}</Text>
      ) : (
        <DataTable label={t('diff.table')} columns={(['product', 'change', 'before', 'after'] as const).map((h) => t(`diff.columns.${h}`))}>
          {diff.products.map((p) => (
            <ProductRows key={p.key} product={p} currency={diff.currency} />
          ))}
        </DataTable>
      )}
      {diff.vouchers.length ? (
        <Stack gap="1">
          <Text fontWeight="semibold">{t('diff.vouchers')}</Text>
          <HStack wrap="wrap" gap="3">
            {diff.vouchers.map((v) => (
              <HStack key={v.code} gap="1">
                <Text fontFamily="mono">{v.code}</Text>
                <ChangeBadge change={v.change} />
              </HStack>
            ))}
          </HStack>
          {diff.vouchers.some((v) => v.change === 'withdrawn') ? <Text color="fg.warning">{t('diff.vouchersWithdrawn')}</Text> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
