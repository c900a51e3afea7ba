import { CssBaseline, ThemeProvider } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { CartProvider, useCart } from '../features/cart/cart-store';
import { paths } from '../config/paths';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;
import { theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <CartProvider>
        <SessionWithCart router={router}>
          <RouterProvider router={router} />
        </SessionWithCart>
      </CartProvider>
    </ThemeProvider>
  );
}

/**
 * Sign-out empties the cart in memory too, not only in storage. A session the server ended sends
 * the shopper to sign in, and back to where they were afterwards.
 */
export function SessionWithCart({ children, router }: { children: ReactNode; router: AppRouter }) {
  const { reload } = useCart();
  const toSignin = useCallback(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(paths.signin(`${pathname}${search}`));
  }, [router]);
  return (
    <SessionProvider onSignedOut={reload} onSessionEnded={toSignin}>
      {children}
    </SessionProvider>
  );
}
