import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { BANNER_SIZE, type HomeBanner } from '@shared/home-settings';

/**
 * The home page's banners as one strip that scrolls sideways and snaps to each banner, in CSS only:
 * no carousel script on the home route (docs/decisions/0088-home-sections-and-banners.md). Every
 * banner has the same fixed box (BANNER_SIZE's ratio), so nothing below moves as they load; the
 * first is the page's largest image and loads first.
 */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <Strip aria-label={t`Promotions`}>
      {banners.map((banner, index) => (
        <li key={`${banner.order}-${banner.image}`}>
          <BannerLink to={banner.link}>
            <img
              src={banner.image}
              alt={banner.alt}
              width={BANNER_SIZE.width}
              height={BANNER_SIZE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? undefined : 'async'}
            />
          </BannerLink>
        </li>
      ))}
    </Strip>
  );
}

/** A shop path through the router; an https URL as a plain link. */
function BannerLink({ to, children }: { to: string; children: React.ReactNode }) {
  return to.startsWith('/') ? <RouterLink to={to}>{children}</RouterLink> : <a href={to}>{children}</a>;
}

const Strip = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  // One banner per view, the next one peeking on phones so a shopper sees there is more.
  gridAutoColumns: '92%',
  gap: theme.spacing(1),
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  listStyle: 'none',
  margin: theme.spacing(0, 0, 3),
  padding: 0,
  '&:has(> li:only-child)': { gridAutoColumns: '100%' },
  [theme.breakpoints.up('md')]: { gridAutoColumns: '100%' },
  '& li': { scrollSnapAlign: 'start' },
  '& a': { display: 'block', borderRadius: theme.shape.borderRadius, overflow: 'hidden' },
  '& img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${BANNER_SIZE.width} / ${BANNER_SIZE.height}`,
    objectFit: 'cover',
    backgroundColor: theme.palette.action.hover,
  },
}));
