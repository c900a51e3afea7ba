import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBox } from '@/components/loading-box';
import { CompareTrayMount } from '@/features/catalog';
import { VerifyEmailNotice } from '@/features/auth';
import { ConsentMount } from '@/features/consent';
import { AnalyticsTags } from '@/features/analytics';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Page and footer are Suspense boundaries: on a server-rendered page React hydrates and commits the
 * header with the layout first (its search box and menus are what a shopper reaches for), then the
 * page, then the footer, so no single task holds a phone's main thread for the whole page (ADR 0018).
 * Nothing in the footer suspends; its fallback never shows.
 */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: 3 }}>
        <VerifyEmailNotice />
        <Suspense fallback={<LoadingBox />}>
          <Outlet />
        </Suspense>
      </Container>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <CompareTrayMount />
      <ConsentMount />
      <AnalyticsTags />
      <ScrollRestoration />
    </Box>
  );
}
