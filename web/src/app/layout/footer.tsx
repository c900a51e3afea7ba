import { Box, Container, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

type FooterEntry = { label: string; to?: string };

/** Static link columns (spec: About Us, Get Help, Company); only existing routes are links. */
const COLUMNS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'About Us',
    entries: [
      { label: 'Featured Products', to: paths.home() },
      { label: 'Our story' },
      { label: 'Genuine laptops, official warranty' },
    ],
  },
  {
    title: 'Get Help',
    entries: [
      { label: 'Shopping Cart', to: paths.cart() },
      { label: 'Order history', to: paths.orderHistory() },
      { label: 'Shipping: free above 100 VND' },
    ],
  },
  {
    title: 'Company',
    entries: [
      { label: 'Search products', to: paths.search() },
      { label: 'Sign In', to: paths.signin() },
      { label: 'support@laptopshop.vn' },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 4, py: 4 }}>
      <Container maxWidth="xl">
        <Grid container spacing={3}>
          {COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 12, sm: 4 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                {column.entries.map((entry) => (
                  <Box component="li" key={entry.label}>
                    {entry.to ? (
                      <Link component={RouterLink} to={entry.to} color="inherit" underline="hover" variant="body2">
                        {entry.label}
                      </Link>
                    ) : (
                      <Typography variant="body2" component="span" sx={{ opacity: 0.85 }}>
                        {entry.label}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', opacity: 0.85 }}>
          © {new Date().getFullYear()} Laptop Shop. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
