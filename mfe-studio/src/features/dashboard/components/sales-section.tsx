import { Box, Card, Heading, SimpleGrid, Stack, Text, useFormatMoney } from '@shop/ui';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumberText } from '@shop/contracts/core';
import { SALES_PERIODS, type SalesDashboard, type SalesFigures, type StaffPortal, studioApi } from '@shop/contracts/studio';
import { useCall } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { Cell, DataTable, RowHeader } from '../../../lib/table';

// Recharts and Chakra's charts are the chart's own chunk: the dashboard's figures do not wait for them
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

/** A share of orders as a percentage in the page's language (0 orders: 0 %). */
function useShare(): (part: number, whole: number) => string {
  const { i18n } = useTranslation();
  return (part, whole) => formatNumberText(whole ? part / whole : 0, i18n.language, { percent: true });
}

function PeriodCard({ label, figures, currency }: { label: string; figures: SalesFigures; currency: string }) {
  const { t } = useTranslation('studio');
  const money = useFormatMoney();
  const share = useShare();
  const rows: [string, string][] = [
    [t('dashboard.sales.orders'), String(figures.orders)],
    [t('dashboard.sales.gross'), money(figures.gross, currency)],
    [t('dashboard.sales.net'), money(figures.net, currency)],
    [t('dashboard.sales.average'), money(figures.averageOrderValue, currency)],
    [t('dashboard.sales.designed'), share(figures.designedOrders, figures.orders)],
  ];
  return (
    <Card.Root bg="surface.raised">
      <Card.Body>
        <Heading as="h3" size="md" mb="3">
          {label}
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1" fontSize="sm">
          {rows.map(([name, value]) => (
            <Box key={name} display="contents">
              <Box as="dt" color="fg.muted">
                {name}
              </Box>
              <Box as="dd" textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The chart's figures as a table: what a screen reader reads, and anyone who opens it. */
function DaysTable({ sales }: { sales: SalesDashboard }) {
  const { t } = useTranslation('studio');
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  return (
    <Box as="details" bg="surface.raised" borderWidth="1px" borderRadius="md" p="3">
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        {t('dashboard.sales.showTable')}
      </Box>
      <Box mt="3">
        <DataTable
          label={t('dashboard.sales.chartTitle')}
          columns={[t('dashboard.sales.day'), t('dashboard.sales.orders'), t('dashboard.sales.gross'), t('dashboard.sales.net')]}
        >
          {sales.days.map((day) => (
            <tr key={day.date}>
              <RowHeader fontWeight="normal">{formatDate(day.date, { timeZone: 'UTC' })}</RowHeader>
              <Cell>{day.orders}</Cell>
              <Cell>{money(day.gross, sales.currency)}</Cell>
              <Cell>{money(day.net, sales.currency)}</Cell>
            </tr>
          ))}
        </DataTable>
      </Box>
    </Box>
  );
}

function TopProducts({ sales }: { sales: SalesDashboard }) {
  const { t } = useTranslation('studio');
  const money = useFormatMoney();
  return (
    <Box as="section" aria-labelledby="dashboard-top">
      <Heading as="h3" size="md" id="dashboard-top" mb="2">
        {t('dashboard.sales.top')}
      </Heading>
      {sales.topProducts.length ? (
        <Box bg="surface.raised" borderWidth="1px" borderRadius="md">
          <DataTable
            label={t('dashboard.sales.top')}
            columns={[t('dashboard.sales.product'), t('dashboard.sales.quantity'), t('dashboard.sales.orders'), t('dashboard.sales.gross')]}
          >
            {sales.topProducts.map((p) => (
              <tr key={p.name}>
                <RowHeader>{p.name}</RowHeader>
                <Cell>{p.quantity}</Cell>
                <Cell>{p.orders}</Cell>
                <Cell>{money(p.gross, sales.currency)}</Cell>
              </tr>
            ))}
          </DataTable>
        </Box>
      ) : (
        <Text>{t('dashboard.sales.noTop')}</Text>
      )}
    </Box>
  );
}

/**
 * A portal's sales (issue 31, decision 0110): today, the last 7 and 30 days, a chart of each of the 30 days with
 * its figures as a table, and the top products. Every figure is the server's aggregate; this only lays them out.
 */
export function SalesSection({ portal }: { portal: StaffPortal }) {
  const { t } = useTranslation('studio');
  const sales = useCall(studioApi.salesDashboard, { params: { portalKey: portal.key } }, { staleTime: 0 });
  return (
    <Box as="section" aria-labelledby="dashboard-sales">
      <Heading as="h2" size="lg" id="dashboard-sales" mb="1">
        {t('dashboard.sales.heading', { name: portal.name })}
      </Heading>
      {sales.isPending ? (
        <Loading label={t('frame.loading')} />
      ) : sales.isError ? (
        <FormAlert message={errorMessage(sales.error, t)} />
      ) : (
        <Stack gap="5">
          <Text color="fg.muted">{t('dashboard.sales.intro', { zone: sales.data.timeZone })}</Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {SALES_PERIODS.map((period) => (
              <PeriodCard key={period} label={t(`dashboard.sales.periods.${period}`)} figures={sales.data.periods[period]} currency={sales.data.currency} />
            ))}
          </SimpleGrid>
          <Box as="figure" m="0" bg="surface.raised" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="figcaption" size="md" mb="3">
              {t('dashboard.sales.chartTitle')}
            </Heading>
            <Suspense fallback={<Loading label={t('frame.loading')} />}>
              <SalesChart sales={sales.data} />
            </Suspense>
          </Box>
          <DaysTable sales={sales.data} />
          <TopProducts sales={sales.data} />
        </Stack>
      )}
    </Box>
  );
}
