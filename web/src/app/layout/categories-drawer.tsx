import { Box, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { notify } from '@/lib/notify';
import { useEffect, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { PriceRange } from '@shared/shop-settings';
import { priceRangeValue } from '@shared/search-query-string';
import { paths, routes } from '@/config/paths';
import { useCategories } from '@/features/catalog';
import { useSession } from '@/features/auth/session';
import { useApiQuery } from '@/lib/use-api-query';
import { useShopSettings } from '@/lib/use-shop-settings';

/** The search for one brand (search-query-string.ts writes `brand=`). */
const brandLink = (brand: string) => `${routes.search}?${new URLSearchParams({ brand }).toString()}`;

/** A price range by the shop's label, or as the search page words it. */
const priceBandLabel = (range: PriceRange & { label?: string }) => {
  const { min, max } = range;
  return range.label ?? t`$${min} to $${max}`;
};

/**
 * The header's menu drawer: categories (spec section 8: a failed fetch is a toast), then brands,
 * price ranges and the account's links, so a phone reaches every way into the catalogue from it.
 * Loaded when first opened, off the home route's first load.
 */
export default function CategoriesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories = [], error } = useCategories();
  // The catalogue's brands, from the search's counts (one result asked for).
  const brands = useApiQuery('searchProducts', { query: { pageSize: '1' } }).data?.facets?.brand ?? [];
  const priceRanges = useShopSettings().data?.priceRanges ?? [];
  const { userInfo } = useSession();

  useEffect(() => {
    if (error !== null) notify.error(error);
  }, [error]);

  const link = (to: string, label: string) => (
    <ListItemButton key={to} component={RouterLink} to={to} onClick={onClose} sx={{ minHeight: 44 }}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  const account = userInfo
    ? [link(paths.profile(), t`User Profile`), link(paths.orderHistory(), t`Order history`)]
    : [link(paths.signin(), t`Sign In`), link(paths.signup(), t`Register`)];

  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t`Categories`} sx={{ width: 280 }}>
        <Group title={t`Categories`}>{categories.map((category) => link(paths.search({ category }), category))}</Group>
        {brands.length > 0 && (
          <Group title={t`Brands`}>{brands.map(({ value }) => link(brandLink(value), value))}</Group>
        )}
        {priceRanges.length > 0 && (
          <Group title={t`Price`}>
            {priceRanges.map((range) => link(paths.search({ price: priceRangeValue(range) }), priceBandLabel(range)))}
          </Group>
        )}
        <Group title={t`Account`}>{[...account, link(paths.orderLookup(), t`Tra cứu đơn hàng`)]}</Group>
      </Box>
    </Drawer>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <List>{children}</List>
    </>
  );
}
