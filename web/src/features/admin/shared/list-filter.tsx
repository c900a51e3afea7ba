/**
 * A select filter of an admin table kept in the URL (docs/decisions/0027-import-export-and-operations.md):
 * choosing a value starts again from the first page, and the pager's links keep the filters.
 */
import { t } from '@lingui/core/macro';
import { MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';

/** The URL's values of these filters, without empty ones. */
export function useUrlFilters<K extends string>(keys: readonly K[]): Partial<Record<K, string>> {
  const [searchParams] = useSearchParams();
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = searchParams.get(key);
    if (value) values[key] = value;
  }
  return values;
}

/** An admin table's URL with these filters, on the page after `after` (or the first page). */
export function filteredListUrl(path: string, filters: Record<string, string | undefined>, after?: string): string {
  const parts = Object.entries({ ...filters, after })
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

interface ListFilterProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export function ListFilter({ name, label, options }: ListFilterProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('after');
    next.delete('page');
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={searchParams.get(name) ?? ''}
      onChange={(event) => choose(event.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{t`All`}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
