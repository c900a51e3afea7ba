import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Container } from '@mui/material';
import { styled } from '@mui/material/styles';
import { linkListStyles } from '@/components/link-list-styles';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatPrice } from '@shared/money';
import { telHref } from '@shared/tel-href';
import { useSyncExternalStore } from 'react';
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey, readSnapshot, subscribe } from '@/lib/query-store';
import { useSession } from '@/features/auth/session';
import { CookieSettingsLink } from '@/features/consent';

/**
 * A text of the catalogue, one that reads the same in every language (the address), or the
 * shipping offer, which follows the settings.
 */
type FooterText = MessageDescriptor | string | typeof SHIPPING_OFFER;
const SHIPPING_OFFER = Symbol('shipping offer');
type FooterEntry = { label: FooterText; to: string; signedOutOnly?: boolean };

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
    return t`Shipping: free above 100 VND`;
  return t`Shipping: free above ${formatPrice(settings.freeShippingAbove)}`;
}

/** A content page's address (docs/decisions/0108-content-pages.md): the seeded policies' slugs. */
const page = (slug: string) => paths.contentPage(slug);

/**
 * The specification's columns (About Us, Get Help, Company), every entry a link: the policy pages,
 * and the contact lines from the settings (ContactEntries). A list, so a line is one entry.
 */
const COLUMNS: { title: MessageDescriptor; entries: FooterEntry[] }[] = [
  {
    title: msg`About Us`,
    entries: [
      { label: msg`Featured Products`, to: paths.home() },
      { label: msg`Our story`, to: page('gioi-thieu') },
      { label: msg`Genuine laptops, official warranty`, to: page('chinh-sach-bao-hanh') },
      { label: msg`Chính sách đổi trả`, to: page('chinh-sach-doi-tra') },
      { label: msg`Chính sách bảo mật thông tin`, to: page('chinh-sach-bao-mat') },
      { label: msg`Điều khoản sử dụng`, to: page('dieu-khoan-su-dung') },
    ],
  },
  {
    title: msg`Get Help`,
    entries: [
      { label: msg`Shopping Cart`, to: paths.cart() },
      { label: msg`Order history`, to: paths.orderHistory() },
      { label: msg`Tra cứu đơn hàng`, to: paths.orderLookup() },
      { label: SHIPPING_OFFER, to: page('chinh-sach-van-chuyen') },
      { label: msg`Chính sách thanh toán`, to: page('chinh-sach-thanh-toan') },
    ],
  },
  {
    title: msg`Company`,
    entries: [
      { label: msg`Search products`, to: paths.search() },
      { label: msg`Sign In`, to: paths.signin(), signedOutOnly: true },
      { label: msg`Liên hệ`, to: page('lien-he') },
    ],
  },
];

const BADGE_ALT = 'Đã thông báo Bộ Công Thương';

/** Hotline, email and Zalo as the owner set them, so they never differ from Settings. */
function ContactEntries({ settings }: { settings: PublicShopSettings }) {
  return (
    <>
      <li>
        <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
      </li>
      <li>
        <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
      </li>
      {settings.zaloUrl && (
        <li>
          <a href={settings.zaloUrl} target="_blank" rel="noopener noreferrer">
            Zalo
          </a>
        </li>
      )}
    </>
  );
}

/** "{companyName} · MST {taxCode} · {businessAddress}" and the Bộ Công Thương badge, when set. */
function SellerDetails({ settings }: { settings: PublicShopSettings }) {
  const { companyName, taxCode, businessAddress, moitUrl } = settings;
  const line = [companyName, taxCode && `MST ${taxCode}`, businessAddress].filter(Boolean).join(' · ');
  return (
    <>
      {line && <p className="footer-seller">{line}</p>}
      {moitUrl && (
        <a className="footer-badge" href={moitUrl} target="_blank" rel="noopener noreferrer">
          <img src="/images/da-thong-bao-bo-cong-thuong.svg" alt={BADGE_ALT} width={150} height={57} />
        </a>
      )}
    </>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const settings = useSyncExternalStore(watchSettings, cachedSettings, cachedSettings);
  const { userInfo } = useSession();
  return (
    <FooterRoot>
      <Container maxWidth="xl">
        <div className="footer-columns">
          {COLUMNS.map((column, index) => (
            <div key={show(column.title)}>
              <h2>{show(column.title)}</h2>
              <ul>
                {column.entries
                  .filter((entry) => !(entry.signedOutOnly && userInfo))
                  .map((entry) => (
                    <li key={entry.label === SHIPPING_OFFER ? 'shipping' : show(entry.label)}>
                      <RouterLink to={entry.to}>
                        {entry.label === SHIPPING_OFFER ? <ShippingOffer /> : show(entry.label)}
                      </RouterLink>
                    </li>
                  ))}
                {index === 0 && (
                  // Without JavaScript, the privacy policy; with it, the consent banner on its purposes.
                  <li>
                    <CookieSettingsLink href={page('chinh-sach-bao-mat')} label={t`Cài đặt cookie`} />
                  </li>
                )}
                {index === COLUMNS.length - 1 && settings && <ContactEntries settings={settings} />}
              </ul>
            </div>
          ))}
        </div>
        {settings && <SellerDetails settings={settings} />}
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
  '& .footer-copyright, & .footer-seller': {
    ...theme.typography.body2,
    margin: theme.spacing(3, 0, 0),
    textAlign: 'center',
  },
  '& .footer-seller + .footer-copyright': { marginTop: theme.spacing(1) },
  '& .footer-badge': { display: 'block', width: 'fit-content', margin: theme.spacing(2, 'auto', 0) },
  '& .footer-badge img': { display: 'block' },
}));
