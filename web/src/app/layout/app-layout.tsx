import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBox } from '../../components/loading-box';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: 3 }}>
        <Suspense fallback={<LoadingBox />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
