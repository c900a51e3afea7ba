import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Container } from '@mui/material';
import { styled } from '@mui/material/styles';
import { linkListStyles } from '@/components/link-list-styles';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatPrice } from '@shared/money';
import { useSyncExternalStore } from 'react';
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey, readSnapshot, subscribe } from '@/lib/query-store';

/**
 * A text of the catalogue, one that reads the same in every language (the address), or the
 * shipping offer, which follows the settings.
 */
type FooterText = MessageDescriptor | string | typeof SHIPPING_OFFER;
const SHIPPING_OFFER = Symbol('shipping offer');
type FooterEntry = { label: FooterText; to?: string };

const show = (text: Exclude<FooterText, typeof SHIPPING_OFFER>) => (typeof text === 'string' ? text : i18n._(text));

const SETTINGS_KEY = apiQueryKey('shopSettings', {});
const cachedSettings = () => readSnapshot<PublicShopSettings>(SETTINGS_KEY).data;
const watchSettings = (listener: () => void) => subscribe(SETTINGS_KEY, listener);

/**
 * The specification's 'Shipping: free above 100 VND' for its own rule; a shop whose threshold or
 * price style differs reads its own ('… trên 500.000₫'). It reads the settings from the read cache,
 * never the API: server-rendered pages embed them (entry-server.tsx) and client-rendered ones read
 * them before the first render (app/page-settings.ts), so the server and the browser write the
 * same, and the API client stays off the home route.
 */
function ShippingOffer() {
  const settings = useSyncExternalStore(watchSettings, cachedSettings, cachedSettings);
  // The text names the specification's threshold, 100 (not read from the default settings, whose
  // synonyms and bands would join the home route's JavaScript).
  if (!settings || (settings.freeShippingAbove === 100 && settings.priceStyle === 'spec'))
    return <span>{t`Shipping: free above 100 VND`}</span>;
  return <span>{t`Shipping: free above ${formatPrice(settings.freeShippingAbove)}`}</span>;
}

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
      { label: SHIPPING_OFFER },
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
    <FooterRoot>
      <Container maxWidth="xl">
        <div className="footer-columns">
          {COLUMNS.map((column) => (
            <div key={show(column.title)}>
              <h2>{show(column.title)}</h2>
              <ul>
                {column.entries.map((entry) => (
                  <li key={entry.label === SHIPPING_OFFER ? 'shipping' : show(entry.label)}>
                    {entry.label === SHIPPING_OFFER ? (
                      <ShippingOffer />
                    ) : entry.to ? (
                      <RouterLink to={entry.to}>{show(entry.label)}</RouterLink>
                    ) : (
                      <span>{show(entry.label)}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer-copyright">{t`© ${year} Laptop Shop. All rights reserved.`}</p>
      </Container>
    </FooterRoot>
  );
}

/**
 * One styled element with nested rules rather than a Grid, Box and Typography per entry: the footer
 * is on every page, and each of those was a styled component to render and hydrate (ADR 0018).
 */
const FooterRoot = styled('footer')(({ theme }) => ({
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  marginTop: theme.spacing(4),
  padding: theme.spacing(4, 0),
  '& .footer-columns': {
    display: 'grid',
    gap: theme.spacing(3),
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  ...linkListStyles(theme),
  '& li': theme.typography.body2,
  '& li > span, & .footer-copyright': { opacity: 0.85 },
  '& .footer-copyright': { ...theme.typography.body2, margin: theme.spacing(3, 0, 0), textAlign: 'center' },
}));
