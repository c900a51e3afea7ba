/**
 * The dashboard's charts. Only the dashboard page imports this module, so @mui/x-charts lands in
 * the dashboard's lazy chunk and shoppers never download it.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@shared/entities';
import { MessageBox } from '../../../components/message-box';

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
    <ChartCard title="Sales">
      {dailyOrders.length === 0 ? (
        <MessageBox>No Sale</MessageBox>
      ) : (
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: dailyOrders.map((day) => day._id) }]}
          series={[{ data: dailyOrders.map((day) => day.sales), area: true, label: 'Sales', showMark: false }]}
        />
      )}
    </ChartCard>
  );
}

export function CategoriesChart({ categories }: { categories: DashboardSummary['productCategories'] }) {
  return (
    <ChartCard title="Categories">
      {categories.length === 0 ? (
        <MessageBox>No Category</MessageBox>
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
    </ChartCard>
  );
}
