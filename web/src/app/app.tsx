import { CssBaseline, ThemeProvider } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { CartProvider, useCart } from '../features/cart/cart-store';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <CartProvider>
        <SessionWithCart>
          <RouterProvider router={router} />
        </SessionWithCart>
      </CartProvider>
    </ThemeProvider>
  );
}

/** Sign-out empties the cart in memory too, not only in storage. */
function SessionWithCart({ children }: { children: ReactNode }) {
  const { reload } = useCart();
  return <SessionProvider onSignedOut={reload}>{children}</SessionProvider>;
}
