import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchFacetCount, SearchFacets } from '@shared/entities/search';
import type { SearchFilters } from '@shared/search-filters';
import { foldBrand, type SpecFilters } from '@shared/search-spec-filters';
import { searchLink, specValueLabel } from '@/features/search/search-filters';

type Group = {
  key: keyof SpecFilters;
  title: string;
  values: SearchFacetCount<string | number>[];
  /** Whether this value is the filter's current value. */
  isActive: (value: string | number) => boolean;
  /** The specification filters with this value chosen, or taken off when it is the current one. */
  toggle: (value: string | number) => Partial<SpecFilters>;
};

/**
 * The laptop-specification filters with the number of products each value would show (the
 * search's facets): plain links in native <details> groups, so a phone can fold a group away
 * without any script, and every choice is a URL the server renders (ADR 0025).
 */
export function SpecFilterGroups({ filters, facets }: { filters: SearchFilters; facets: SearchFacets }) {
  const specs = filters.specs;
  const single =
    <K extends Exclude<keyof SpecFilters, 'brand'>>(key: K) =>
    (value: string | number): Partial<SpecFilters> => ({
      [key]: specs[key] === value ? null : value,
    });
  const groups: Group[] = [
    {
      key: 'brand',
      title: t`Brand`,
      values: facets.brand,
      isActive: (value) => specs.brand.some((b) => foldBrand(b) === foldBrand(String(value))),
      toggle: (value) => {
        const folded = foldBrand(String(value));
        const chosen = specs.brand.some((b) => foldBrand(b) === folded);
        return {
          brand: chosen ? specs.brand.filter((b) => foldBrand(b) !== folded) : [...specs.brand, String(value)],
        };
      },
    },
    { key: 'ram', title: t`RAM`, values: facets.ramGb, isActive: (v) => specs.ram === v, toggle: single('ram') },
    {
      key: 'storage',
      title: t`Storage`,
      values: facets.storageGb,
      isActive: (v) => specs.storage === v,
      toggle: single('storage'),
    },
    { key: 'gpu', title: t`Graphics`, values: facets.gpuKind, isActive: (v) => specs.gpu === v, toggle: single('gpu') },
    {
      key: 'screen',
      title: t`Screen size`,
      values: facets.screenInches,
      isActive: (v) => specs.screen === v,
      toggle: single('screen'),
    },
    {
      key: 'weight',
      title: t`Weight`,
      values: facets.weightKg,
      isActive: (v) => specs.weight === v,
      toggle: single('weight'),
    },
    {
      key: 'cpu',
      title: t`Processor`,
      values: facets.cpuBrand,
      isActive: (v) => specs.cpu !== null && specs.cpu.toLowerCase() === String(v).toLowerCase(),
      toggle: (value) => ({
        cpu: specs.cpu !== null && specs.cpu.toLowerCase() === String(value).toLowerCase() ? null : String(value),
      }),
    },
  ];
  return (
    <>
      {groups
        .filter((group) => group.values.length > 0)
        .map((group) => (
          <details key={group.key} open>
            <summary>
              <h2>{group.title}</h2>
            </summary>
            <ul>
              {group.values.map(({ value, count }) => {
                const active = group.isActive(value);
                const label = specValueLabel(group.key, value);
                return (
                  <FacetValue
                    key={value}
                    to={searchLink(filters, { specs: { ...specs, ...group.toggle(value) } })}
                    active={active}
                    count={count}
                  >
                    {label}
                  </FacetValue>
                );
              })}
            </ul>
          </details>
        ))}
    </>
  );
}

/** A value that would find nothing is shown, not linked: a dead end is not worth a click. */
function FacetValue({
  to,
  active,
  count,
  children,
}: {
  to: string;
  active: boolean;
  count: number;
  children: ReactNode;
}) {
  const counted = (
    <>
      {children} <span className="facet-count">{`(${count})`}</span>
    </>
  );
  return (
    <li>
      {count === 0 && !active ? (
        <span className="facet-empty">{counted}</span>
      ) : (
        <RouterLink to={to} aria-current={active ? 'true' : undefined}>
          {counted}
        </RouterLink>
      )}
    </li>
  );
}
