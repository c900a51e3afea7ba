/**
 * The dashboard's charts. Only the dashboard page imports this module, so @mui/x-charts lands in
 * the dashboard's lazy chunk and shoppers never download it.
 */
import { t } from '@lingui/core/macro';
import { Card, CardContent, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@shared/entities/admin';
import { formatOrderAmount } from '@shared/money';
import { MessageBox } from '@/components/message-box';
import {
  dayTick,
  dayTooltip,
  SALES_CHART_RIGHT_MARGIN_PX,
  salesAxisWidth,
  salesTick,
  salesTooltip,
} from './sales-chart-axes';
import { VisuallyHidden } from '@/components/visually-hidden';

/** The chart's figures as a table for screen readers: a drawing alone says nothing to them. */
function ChartData({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function SalesChart({ dailyOrders }: { dailyOrders: DashboardSummary['dailyOrders'] }) {
  return (
    <ChartCard title={t`Sales`}>
      {dailyOrders.length === 0 ? (
        <MessageBox>{t`No Sale`}</MessageBox>
      ) : (
        <>
          <LineChart
            height={300}
            margin={{ right: SALES_CHART_RIGHT_MARGIN_PX }}
            xAxis={[
              {
                scaleType: 'point',
                data: dailyOrders.map((day) => day._id),
                valueFormatter: (day: string, context: AxisValueFormatterContext) =>
                  context.location === 'tick' ? dayTick(day) : dayTooltip(day),
                // Phones: fewer days labelled rather than labels drawn over each other.
                tickLabelMinGap: 8,
              },
            ]}
            yAxis={[
              {
                width: salesAxisWidth(dailyOrders.map((day) => day.sales)),
                valueFormatter: (sales: number, context: AxisValueFormatterContext) =>
                  context.location === 'tick' ? salesTick(sales) : salesTooltip(sales),
              },
            ]}
            series={[
              {
                data: dailyOrders.map((day) => day.sales),
                area: true,
                label: t`Sales`,
                showMark: false,
                valueFormatter: (sales) => (sales === null ? '' : salesTooltip(sales)),
              },
            ]}
          />
          <ChartData
            caption={t`Sales per day`}
            head={[t`Day`, t`Sales`]}
            rows={dailyOrders.map((day) => [day._id, formatOrderAmount(day.sales)])}
          />
        </>
      )}
    </ChartCard>
  );
}

export function CategoriesChart({ categories }: { categories: DashboardSummary['productCategories'] }) {
  return (
    <ChartCard title={t`Categories`}>
      {categories.length === 0 ? (
        <MessageBox>{t`No Category`}</MessageBox>
      ) : (
        <PieChart
          height={340}
          series={[
            {
              data: categories.map((category) => ({ id: category._id, value: category.count, label: category._id })),
              innerRadius: 40,
              paddingAngle: 1,
            },
          ]}
          // Below the pie, the legend leaves the pie its full width on phones.
          slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' } }}
        />
      )}
      {categories.length > 0 && (
        <ChartData
          caption={t`Products per category`}
          head={[t`Category`, t`Products`]}
          rows={categories.map((category) => [category._id, String(category.count)])}
        />
      )}
    </ChartCard>
  );
}
