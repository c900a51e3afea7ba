/** /admin/dashboard: users, orders, sales and the two charts (spec section 2 "Admin dashboard"). */
import { Grid, Stack } from '@mui/material';
import type { DashboardSummary } from '@shared/entities';
import { formatOrderAmount } from '@shared/money';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { useApiGet } from '../../../lib/use-api-get';
import { adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { CategoriesChart, SalesChart } from '../components/dashboard-charts';
import { SummaryStatCard } from '../components/summary-stat-card';

export default function DashboardPage() {
  const { data: summary, error, loading } = useApiGet<DashboardSummary>(adminPaths.summary);
  const totals = summary?.orders[0];

  return (
    <Stack spacing={2}>
      <AdminPageTitle title="Dashboard" />
      {loading && !summary ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : summary ? (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SummaryStatCard title="Users" value={String(summary.users[0]?.numUsers ?? 0)} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SummaryStatCard title="Orders" value={String(totals?.numOrders ?? 0)} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SummaryStatCard title="Total Sales" value={formatOrderAmount(totals?.totalSales ?? 0)} />
            </Grid>
          </Grid>
          <SalesChart dailyOrders={summary.dailyOrders} />
          <CategoriesChart categories={summary.productCategories} />
        </>
      ) : null}
    </Stack>
  );
}
