import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { HomePriceBand, HomeTile } from '@shared/entities/home';
import { priceRangeValue } from '@shared/search-query-string';
import { paths, routes } from '@/config/paths';

/** Category or brand tiles: each opens the search filtered by it, with how many laptops it has. */
export function HomeTiles({ kind, tiles }: { kind: 'categories' | 'brands'; tiles: HomeTile[] }) {
  if (tiles.length === 0) return null;
  const title = kind === 'categories' ? t`Shop by category` : t`Shop by brand`;
  return (
    <section className="home-tiles" aria-label={title}>
      <h2>{title}</h2>
      <ul className="tiles">
        {tiles.map(({ name, count }) => (
          <li key={name}>
            <RouterLink to={kind === 'categories' ? paths.search({ category: name }) : brandLink(name)}>
              <span className="tile-name">{name}</span>
              <span className="tile-count">{t`${count} laptops`}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search for one brand, as search-query-string.ts writes it (without its filter module, for the home route's budget). */
const brandLink = (brand: string) => `${routes.search}?${new URLSearchParams({ brand }).toString()}`;

/** The search filter's price ranges as chips, by the shop's label or as the search page words them. */
export function HomePriceChips({ bands }: { bands: HomePriceBand[] }) {
  if (bands.length === 0) return null;
  const title = t`Shop by price`;
  return (
    <section className="home-tiles" aria-label={title}>
      <h2>{title}</h2>
      <ul className="chips">
        {bands.map((band) => {
          const { min, max } = band;
          return (
            <li key={priceRangeValue(band)}>
              <RouterLink to={paths.search({ price: priceRangeValue(band) })}>
                {band.label ?? t`$${min} to $${max}`}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
