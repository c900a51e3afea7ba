import { t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { HomePage as HomePageData, HomeSection } from '@shared/entities/home';
import { paths } from '@/config/paths';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { useQuery } from '@/lib/use-query';
import { trackEvent } from '@/features/analytics';
import { HOME_PAGE_KEY } from '@/features/catalog/home-page-key';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { HomeBanners } from '@/features/catalog/components/home-banners';
import { HomePriceChips, HomeTiles } from '@/features/catalog/components/home-tiles';
import type { CardLayout } from '@/features/catalog/components/product-card';

/** 1, 2, 3 and 4 columns from phones to large screens (spec: Home). */
const HOME_COLUMNS = { xs: 12, sm: 6, md: 4, lg: 3 };
/** A shop's own home page: two cards per row on a phone (docs/decisions/0088-home-sections-and-banners.md). */
const SHOP_COLUMNS = { xs: 6, md: 4, lg: 3 };

/** The specification's home page: 'Featured Products' alone, no banner. */
const isSpecHome = (page: HomePageData) =>
  page.banners.length === 0 && page.sections.length === 1 && page.sections[0]?.kind === 'featured';

/**
 * The home page: the shop's live banners, then its sections in the order it chose (Admin → Settings).
 * A shop that never changed them sees the specification's page: 'Featured Products' and the grid.
 */
export default function HomePage() {
  const page = useQuery(HOME_PAGE_KEY, fetchHomePage);
  useEffect(() => {
    if (!page.data) return;
    const items = page.data.sections.flatMap((section) => ('products' in section ? section.products : []));
    trackEvent({ name: 'view_item_list', listName: 'home', items });
  }, [page.data]);
  return (
    <QueryView query={page}>
      {(found) => {
        const layout: CardLayout = isSpecHome(found) ? 'spec' : 'shop';
        // The first product row's first image is the page's largest only when no banner is above it.
        const firstRow = found.sections.findIndex((section) => 'products' in section);
        return (
          <>
            <HomeBanners banners={found.banners} />
            {found.sections.map((section, index) => (
              <Section
                key={section.kind}
                section={section}
                layout={layout}
                eager={index === firstRow && found.banners.length === 0}
                heading={index === firstRow ? 'h1' : 'h2'}
              />
            ))}
          </>
        );
      }}
    </QueryView>
  );
}

/**
 * GET /api/home. The API client loads only when the page is not server-rendered (a visit from
 * another page): a first visit finds the page's data embedded, and the home route's budget is tight.
 */
async function fetchHomePage(): Promise<HomePageData> {
  const { callApi } = await import('@/lib/api-client');
  return callApi('homePage');
}

function Section({
  section,
  layout,
  eager,
  heading,
}: {
  section: HomeSection;
  layout: CardLayout;
  eager: boolean;
  heading: 'h1' | 'h2';
}) {
  switch (section.kind) {
    case 'categories':
    case 'brands':
      return <HomeTiles kind={section.kind} tiles={section.tiles} />;
    case 'priceBands':
      return <HomePriceChips bands={section.bands} />;
    default: {
      const { title, more } = productRowTitle(section.kind);
      return (
        <Box component="section" sx={{ mb: 4 }}>
          {/* Box, not Stack: Stack is not in the entry chunk, and the home route's budget is tight. */}
          <Box sx={{ display: 'flex', mb: 3, alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
            <Typography component={heading} variant={heading === 'h1' ? 'h4' : 'h5'}>
              {title}
            </Typography>
            <Link component={RouterLink} to={more}>
              {t`See all products`}
            </Link>
          </Box>
          {section.products.length === 0 ? (
            <MessageBox>{t`No Product Found`}</MessageBox>
          ) : (
            <ProductGrid
              products={section.products}
              size={layout === 'spec' ? HOME_COLUMNS : SHOP_COLUMNS}
              eagerCount={eager ? 4 : 0}
              layout={layout}
            />
          )}
        </Box>
      );
    }
  }
}

/** A product row's heading and where its 'See all products' leads. */
function productRowTitle(kind: 'featured' | 'bestSellers' | 'newest' | 'onSale'): { title: string; more: string } {
  switch (kind) {
    case 'featured':
      return { title: t`Featured Products`, more: paths.search() };
    case 'bestSellers':
      return { title: t`Best sellers`, more: paths.search() };
    case 'newest':
      return { title: t`New arrivals`, more: paths.search({ order: 'newest' }) };
    case 'onSale':
      return { title: t`On sale`, more: paths.search() };
  }
}
