import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import { BANNER_SIZE } from '@shared/constants';
import type { HomePageBanner } from '@shared/entities/home';

/** A banner spans the page's content box: the phone's width less the gutters, at most its own 1200 px. */
const BANNER_SIZES = '(max-width: 1232px) calc(100vw - 32px), 1200px';

/**
 * The home page's banners as one strip that scrolls sideways and snaps to each banner, in CSS only:
 * no carousel script on the home route; styles in home-sections.css (docs/decisions/0088-home-sections-and-banners.md). Every
 * banner has the same fixed box (BANNER_SIZE's ratio), so nothing below moves as they load; the
 * first is the page's largest image and loads first.
 */
export function HomeBanners({ banners }: { banners: HomePageBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="home-banners" aria-label={t`Promotions`}>
      {banners.map((banner, index) => (
        <li key={`${banner.order}-${banner.image}`}>
          <BannerLink to={banner.link}>
            <img
              src={banner.image}
              // A phone loads a WebP rendition a fraction of the original's size, where the banner has them.
              srcSet={banner.srcSet}
              sizes={banner.srcSet ? BANNER_SIZES : undefined}
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
    </ul>
  );
}

/** A shop path through the router; an https URL as a plain link. */
function BannerLink({ to, children }: { to: string; children: React.ReactNode }) {
  return to.startsWith('/') ? <RouterLink to={to}>{children}</RouterLink> : <a href={to}>{children}</a>;
}
