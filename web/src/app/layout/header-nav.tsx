/**
 * The header's links beside the search box: the cart, the account menu (or 'Sign In' when signed
 * out), for admins the admin pages' menu, and the language.
 */
import { Box, Button } from '@mui/material';
import { t } from '@lingui/core/macro';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, routes } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { HeaderCartLink } from './header-cart-link';
import { HeaderMenu } from './header-menu';
import { LanguageMenu } from './language-menu';

export function HeaderNav() {
  const { userInfo, signOut } = useSession();
  const navigate = useNavigate();

  const onSignOut = async () => {
    await signOut();
    void navigate(paths.signin());
  };

  return (
    <Box component="nav" aria-label={t`Account`} sx={{ display: 'flex', alignItems: 'center', ml: 'auto', gap: 0.5 }}>
      <HeaderCartLink />
      {userInfo ? (
        <HeaderMenu
          title={userInfo.name}
          entries={[
            { label: t`User Profile`, to: paths.profile() },
            { label: t`Order history`, to: paths.orderHistory() },
            { label: t`Yêu thích`, to: paths.wishlist() },
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
            { label: t`Questions`, to: paths.adminQuestions() },
            { label: t`Trả góp`, to: paths.adminInstallments() },
            { label: t`Đối soát COD`, to: routes.adminCod },
            { label: t`Trang nội dung`, to: paths.adminPages() },
            { label: t`Users`, to: paths.adminUsers() },
            { label: t`Audit`, to: paths.adminAudit() },
            { label: t`Settings`, to: paths.adminSettings() },
          ]}
        />
      )}
      <LanguageMenu />
    </Box>
  );
}
