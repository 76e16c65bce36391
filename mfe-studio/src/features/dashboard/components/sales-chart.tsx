import { Chart, useChart } from '@chakra-ui/charts';
import { useFormatMoney } from '@shop/ui';
import { ShopChakra } from '@shop/ui/extra';
import { colorSwatchRecipe } from '@shop/ui/extra/recipes';
import { useFormatDate } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesDashboard } from '@shop/contracts/studio';

// Chakra's charts (on Recharts) come from this module's own Chakra copy, on the shop's system (decision 0018);
// its tooltip and legend show each series' colour with a ColorSwatch.
const recipes = { colorSwatch: colorSwatchRecipe };

function DaysChart({ sales }: { sales: SalesDashboard }) {
  const { t } = useTranslation('studio');
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const chart = useChart({
    data: sales.days.map((d) => ({ date: d.date, gross: d.gross, orders: d.orders })),
    series: [
      { name: 'gross', color: 'brand.solid', label: t('dashboard.sales.gross'), yAxisId: 'money' },
      { name: 'orders', color: 'fg', label: t('dashboard.sales.orders'), yAxisId: 'orders' },
    ],
  });
  // the days are the portal's dates: written as they are, whatever the browser's own zone
  const day = (date: string) => formatDate(date, { timeZone: 'UTC' });
  return (
    // the figures themselves are in the table below the chart (DaysTable): the drawing is one image to a screen reader
    <Chart.Root chart={chart} h="xs" aspectRatio="auto" role="img" aria-label={t('dashboard.sales.chartLabel')}>
      <ComposedChart
        data={chart.data}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('date')} tickFormatter={day} tickLine={false} minTickGap={24} />
        {/* a month without sales still has whole amounts and whole orders on its axes */}
        <YAxis
          yAxisId="money"
          domain={[0, (max: number) => Math.max(max, 10_000)]}
          tickFormatter={(v: number) => money(v, sales.currency)}
          width={96}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          domain={[0, (max: number) => Math.max(max, 4)]}
          allowDecimals={false}
          width={40}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={
            <Chart.Tooltip
              formatter={(value: number, name: string) => (name === 'gross' ? money(value, sales.currency) : value)}
              labelFormatter={(label) => day(String(label))}
            />
          }
        />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((s) =>
          s.name === 'gross' ? (
            <Bar key={s.name} yAxisId="money" dataKey={chart.key(s.name)} fill={chart.color(s.color)} isAnimationActive={false} />
          ) : (
            <Line
              key={s.name}
              yAxisId="orders"
              dataKey={chart.key(s.name)}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </Chart.Root>
  );
}

/** Orders and revenue (with VAT) per day over the last 30 days: revenue as bars, orders as a line on its own axis. */
export function SalesChart({ sales }: { sales: SalesDashboard }) {
  return (
    <ShopChakra recipes={recipes}>
      <DaysChart sales={sales} />
    </ShopChakra>
  );
}
