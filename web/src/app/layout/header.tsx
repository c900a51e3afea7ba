import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Link, Toolbar } from '@mui/material';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchBox } from '@/features/search/components/search-box';
import { HeaderNav } from './header-nav';

// The drawer (and its category fetch) loads when first opened, keeping it off the first load.
const CategoriesDrawer = lazy(() => import('./categories-drawer'));

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);

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
        <HeaderNav />
      </Toolbar>
      {drawerRequested && (
        <Suspense fallback={null}>
          <CategoriesDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
