import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { AppBar, Badge, Box, Button, IconButton, Link, Toolbar } from '@mui/material';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { cartQuantity, useCart } from '@/features/cart/cart-store';
import { SearchBox } from '@/features/search/components/search-box';
import { HeaderMenu } from './header-menu';
import { LanguageMenu } from './language-menu';
import { VisuallyHidden } from '@/components/visually-hidden';

// The drawer (and its category fetch) loads when first opened, keeping it off the first load.
const CategoriesDrawer = lazy(() => import('./categories-drawer'));

export function Header() {
  const { userInfo, signOut } = useSession();
  const { items } = useCart();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const quantity = cartQuantity(items);

  const onSignOut = async () => {
    await signOut();
    void navigate(paths.signin());
  };

  return (
    <AppBar position="static" component="header">
      {/* On phones the search box wraps onto its own row below the links. */}
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1, py: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t`open categories`}
          onClick={() => {
            setDrawerRequested(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home()}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', mr: 1 }}
        >
          Laptop Shop
        </Link>
        <Box
          sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, maxWidth: { md: 560 } }}
        >
          <SearchBox />
        </Box>
        <Box
          component="nav"
          aria-label={t`Account`}
          sx={{ display: 'flex', alignItems: 'center', ml: 'auto', gap: 0.5 }}
        >
          <Button
            component={RouterLink}
            to={paths.cart()}
            color="inherit"
            sx={{
              minWidth: 0,
              px: { xs: 0.5, sm: 1 },
              '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0 } },
            }}
            startIcon={
              // The count is said in words (below); the badge only shows it.
              <Badge badgeContent={quantity} color="secondary" data-testid="cart-badge" aria-hidden>
                <ShoppingCartIcon />
              </Badge>
            }
          >
            {/* One text node for the name ('Cart, 3 items'): a hidden fragment after the visible word
                would be read with a space before its comma. */}
            {/* On phones the icon alone, so the header fits beside the account, admin and language menus. */}
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t`Cart`}
            </Box>
            <VisuallyHidden>{t`Cart, ${quantity} items`}</VisuallyHidden>
          </Button>
          {userInfo ? (
            <HeaderMenu
              title={userInfo.name}
              entries={[
                { label: t`User Profile`, to: paths.profile() },
                { label: t`Order history`, to: paths.orderHistory() },
                { label: t`Sign Out`, onSelect: () => void onSignOut() },
              ]}
            />
          ) : (
            <Button component={RouterLink} to={paths.signin()} color="inherit">
              {t`Sign In`}
            </Button>
          )}
          {userInfo?.isAdmin && (
            <HeaderMenu
              title={t`Admin`}
              entries={[
                { label: t`Dashboard`, to: paths.adminDashboard() },
                { label: t`Products`, to: paths.adminProducts() },
                { label: t`Orders`, to: paths.adminOrders() },
                { label: t`Payments`, to: paths.adminPayments() },
                { label: t`Vouchers`, to: paths.adminVouchers() },
                { label: t`Users`, to: paths.adminUsers() },
                { label: t`Audit`, to: paths.adminAudit() },
                { label: t`Settings`, to: paths.adminSettings() },
              ]}
            />
          )}
          <LanguageMenu />
        </Box>
      </Toolbar>
      {drawerRequested && (
        <Suspense fallback={null}>
          <CategoriesDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
