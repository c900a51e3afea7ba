import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { TOAST_OPTIONS } from '../config/toasts';
import { SessionProvider } from '../features/auth/session';
import { CartProvider, useCart } from '../features/cart/cart-store';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider {...TOAST_OPTIONS}>
        <CartProvider>
          <SessionWithCart>
            <RouterProvider router={router} />
          </SessionWithCart>
        </CartProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/** Sign-out empties the cart in memory too, not only in storage. */
function SessionWithCart({ children }: { children: ReactNode }) {
  const { reload } = useCart();
  return <SessionProvider onSignedOut={reload}>{children}</SessionProvider>;
}
