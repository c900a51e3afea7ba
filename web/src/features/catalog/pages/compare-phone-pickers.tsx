/**
 * On a phone the comparison shows two columns: these pickers choose which laptops they are. Hidden
 * from the small breakpoint up, where every column fits.
 */
import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import type { Product } from '@shared/entities/catalogue';

/** The two columns a phone shows, by position in the compared products. */
export type ShownColumns = [number, number];

export function ComparePhonePickers({
  products,
  shown,
  onChange,
}: {
  products: Product[];
  shown: ShownColumns;
  onChange: (shown: ShownColumns) => void;
}) {
  return (
    <PhonePickers className="phone-pickers">
      {[0, 1].map((column) => (
        <label key={column}>
          {column === 0 ? t`Column 1` : t`Column 2`}
          <select
            value={shown[column]}
            onChange={(event) => {
              const next: ShownColumns = [...shown];
              next[column] = Number(event.target.value);
              onChange(next);
            }}
          >
            {products.map((product, index) => (
              <option key={product._id} value={index}>
                {product.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </PhonePickers>
  );
}

const PhonePickers = styled('div')(({ theme }) => ({
  display: 'none',
  gap: theme.spacing(1),
  [theme.breakpoints.down('sm')]: { display: 'flex' },
  '& label': { display: 'grid', gap: 2, ...theme.typography.caption },
  '& select': { ...theme.typography.body2, padding: theme.spacing(0.5), maxWidth: '42vw' },
}));
