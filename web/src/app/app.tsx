import { CssBaseline, ThemeProvider } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/features/auth/session';
import { CartProvider, useCart } from '@/features/cart/cart-store';
import { paths } from '@/config/paths';
import { HydrationProvider } from '@/lib/use-hydrated';
import { createAppRouter } from './router';

import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The app in the browser; `router` is given when hydrating server HTML (main.tsx). */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders router={router} serverHtml={given !== undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

interface AppProvidersProps {
  router: AppRouter;
  /** Rendering on the server, or hydrating what it rendered (use-hydrated.tsx). */
  serverHtml: boolean;
  children: ReactNode;
}

/** Theme, cart and session around the router: the same in the browser and on the server (entry-server.tsx). */
export function AppProviders({ router, serverHtml, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <HydrationProvider serverHtml={serverHtml}>
        <CartProvider>
          <SessionWithCart router={router}>{children}</SessionWithCart>
        </CartProvider>
      </HydrationProvider>
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
