/**
 * /pages/:slug: a published content page (return, warranty, shipping, payment, privacy, terms,
 * about, contact), server-rendered like a product page (docs/decisions/0108-content-pages.md).
 * In English when the owner wrote an English text. Loaded only on this route.
 */
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { QueryView } from '@/components/query-view';
import { currentLanguage } from '@/i18n/i18n';
import { useQuery } from '@/lib/use-query';
import { useShopSettings } from '@/lib/use-shop-settings';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { ContentPageView } from './content-page-view';
import { contentPageKey, fetchContentPage, pagePlaceholders } from './content-page-reads';

export default function ContentPage() {
  const slug = useParams()['slug'] ?? '';
  const page = useQuery(contentPageKey(slug), () => fetchContentPage(slug));
  const settings = useShopSettings();
  const text = page.data ? (currentLanguage() === 'en' && page.data.en) || page.data : null;
  const shopName = settings.data?.shopName;

  useEffect(() => {
    if (!text || !shopName) return;
    const previous = document.title;
    document.title = `${text.title} | ${shopName}`;
    return () => {
      document.title = previous;
    };
  }, [text, shopName]);

  return (
    <QueryView query={page}>
      {(found) =>
        found && text ? (
          <QueryView query={settings}>
            {(shop) => <ContentPageView text={text} placeholders={pagePlaceholders(shop)} />}
          </QueryView>
        ) : (
          <MessageBox severity="warning">
            <Typography>{t`This page does not exist.`}</Typography>
            <Link component={RouterLink} to={paths.home()}>
              {t`Go to the home page`}
            </Link>
          </MessageBox>
        )
      }
    </QueryView>
  );
}
