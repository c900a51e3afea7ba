import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { HomePriceBand, HomeTile } from '@shared/entities/home';
import { priceRangeValue } from '@shared/shop-settings';
import { NO_SPEC_FILTERS } from '@shared/search-spec-filters';
import { paths } from '@/config/paths';

/** Category or brand tiles: each opens the search filtered by it, with how many laptops it has. */
export function HomeTiles({ kind, tiles }: { kind: 'categories' | 'brands'; tiles: HomeTile[] }) {
  if (tiles.length === 0) return null;
  const title = kind === 'categories' ? t`Shop by category` : t`Shop by brand`;
  return (
    <TileSection aria-label={title}>
      <h2>{title}</h2>
      <ul className="tiles">
        {tiles.map(({ name, count }) => (
          <li key={name}>
            <RouterLink to={kind === 'categories' ? paths.search({ category: name }) : paths.search({ specs: { ...NO_SPEC_FILTERS, brand: [name] } })}>
              <span className="tile-name">{name}</span>
              <span className="tile-count">{t`${count} laptops`}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </TileSection>
  );
}

/** The search filter's price ranges as chips, by the shop's label or as the search page words them. */
export function HomePriceChips({ bands }: { bands: HomePriceBand[] }) {
  if (bands.length === 0) return null;
  const title = t`Shop by price`;
  return (
    <TileSection aria-label={title}>
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
    </TileSection>
  );
}

/** Plain lists styled from one container (ADR 0018: no styled component per tile). Every link is at least 44 px tall. */
const TileSection = styled('section')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  '& h2': { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': { color: theme.palette.text.primary, textDecoration: 'none' },
  '& .tiles': {
    display: 'grid',
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  },
  '& .tiles a': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: 56,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    '&:hover': { borderColor: theme.palette.primary.main },
  },
  '& .tile-name': { ...theme.typography.subtitle2, overflowWrap: 'break-word' },
  '& .tile-count': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .chips': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& .chips a': {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.spacing(0, 2),
    borderRadius: 22,
    border: `1px solid ${theme.palette.primary.main}`,
    color: theme.palette.primary.dark,
    whiteSpace: 'nowrap',
  },
}));
