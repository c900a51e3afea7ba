import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Box, Container, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A text of the catalogue, or one that reads the same in every language (the address). */
type FooterText = MessageDescriptor | string;
type FooterEntry = { label: FooterText; to?: string };

const show = (text: FooterText) => (typeof text === 'string' ? text : i18n._(text));

/** Static link columns (spec: About Us, Get Help, Company); only existing routes are links. */
const COLUMNS: { title: MessageDescriptor; entries: FooterEntry[] }[] = [
  {
    title: msg`About Us`,
    entries: [
      { label: msg`Featured Products`, to: paths.home() },
      { label: msg`Our story` },
      { label: msg`Genuine laptops, official warranty` },
    ],
  },
  {
    title: msg`Get Help`,
    entries: [
      { label: msg`Shopping Cart`, to: paths.cart() },
      { label: msg`Order history`, to: paths.orderHistory() },
      { label: msg`Shipping: free above 100 VND` },
    ],
  },
  {
    title: msg`Company`,
    entries: [
      { label: msg`Search products`, to: paths.search() },
      { label: msg`Sign In`, to: paths.signin() },
      { label: 'support@laptopshop.vn' },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 4, py: 4 }}>
      <Container maxWidth="xl">
        <Grid container spacing={3}>
          {COLUMNS.map((column) => (
            <Grid key={show(column.title)} size={{ xs: 12, sm: 4 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {show(column.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                {column.entries.map((entry) => (
                  <Box component="li" key={show(entry.label)}>
                    {entry.to ? (
                      <Link component={RouterLink} to={entry.to} color="inherit" underline="hover" variant="body2">
                        {show(entry.label)}
                      </Link>
                    ) : (
                      <Typography variant="body2" component="span" sx={{ opacity: 0.85 }}>
                        {show(entry.label)}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', opacity: 0.85 }}>
          {t`© ${year} Laptop Shop. All rights reserved.`}
        </Typography>
      </Container>
    </Box>
  );
}
