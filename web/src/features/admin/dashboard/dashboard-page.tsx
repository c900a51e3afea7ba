/**
 * /admin/dashboard: users, orders, sales and the two charts (spec section 2 "Admin dashboard"), and
 * 'Recount', which rebuilds the order figures from the orders when they seem wrong
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { formatOrderAmount } from '@shared/money';
import { QueryView } from '@/components/query-view';
import { useApiQuery } from '@/lib/use-api-query';
import { notify } from '@/lib/notify';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { CategoriesChart, SalesChart } from '@/features/admin/dashboard/dashboard-charts';
import { SummaryStatCard } from '@/features/admin/dashboard/summary-stat-card';

export default function DashboardPage() {
  const summary = useApiQuery('dashboardSummary', {});
  const [recounting, setRecounting] = useState(false);
  const recount = async () => {
    setRecounting(true);
    try {
      await adminApi.recountDashboard();
      notify.success(t`Figures recounted from the orders`);
      summary.reload();
    } catch (error) {
      notify.error(error);
    } finally {
      setRecounting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle
        title={t`Dashboard`}
        action={
          <Button variant="outlined" disabled={recounting} onClick={() => void recount()}>
            {t`Recount`}
          </Button>
        }
      />
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
