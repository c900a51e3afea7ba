/** /admin/dashboard: users, orders, sales and the two charts (spec section 2 "Admin dashboard"). */
import { t } from '@lingui/core/macro';
import { Grid, Stack } from '@mui/material';
import { formatOrderAmount } from '@shared/money';
import { QueryView } from '@/components/query-view';
import { useApiQuery } from '@/lib/use-api-query';
import { AdminPageTitle } from '@/features/admin/components/admin-page-title';
import { CategoriesChart, SalesChart } from '@/features/admin/components/dashboard-charts';
import { SummaryStatCard } from '@/features/admin/components/summary-stat-card';

export default function DashboardPage() {
  const summary = useApiQuery('dashboardSummary', {});

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Dashboard`} />
      <QueryView query={summary}>
        {(summary) => (
          <>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <SummaryStatCard title={t`Users`} testId="Users" value={String(summary.users[0]?.numUsers ?? 0)} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SummaryStatCard title={t`Orders`} testId="Orders" value={String(summary.orders[0]?.numOrders ?? 0)} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SummaryStatCard
                  title={t`Total Sales`}
                  testId="Total Sales"
                  value={formatOrderAmount(summary.orders[0]?.totalSales ?? 0)}
                />
              </Grid>
            </Grid>
            <SalesChart dailyOrders={summary.dailyOrders} />
            <CategoriesChart categories={summary.productCategories} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
