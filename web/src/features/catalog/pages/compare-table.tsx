/**
 * The comparison itself: one table, a column per laptop (picture and link, price, stock, rating,
 * actions), then every specification group, the rows that differ marked. A phone hides all but the
 * two picked columns, and the rows stay aligned because it is one table.
 */
import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@shared/entities/catalogue';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { Rating } from '@/components/rating';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import type { compareTable } from '@/features/catalog/spec-rows';
import { CompareProductActions } from './compare-product-actions';

interface CompareTableProps {
  products: Product[];
  groups: ReturnType<typeof compareTable>;
  /** The class a column's cells carry: whether a phone shows it. */
  onPhone: (index: number) => string;
  onRemove: (id: string) => void;
}

export function CompareTable({ products, groups, onPhone, onRemove }: CompareTableProps) {
  return (
    <CompareTableRoot aria-label={t`Laptops compared`}>
      <thead>
        <tr>
          <td />
          {products.map((product, index) => (
            <th key={product._id} scope="col" className={onPhone(index)}>
              <img src={product.image} alt="" width={160} height={120} />
              <RouterLink to={paths.product(product.slug)}>{product.name}</RouterLink>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <SummaryRow label={t`Price`} products={products} onPhone={onPhone}>
          {(product) => formatPrice(product.price)}
        </SummaryRow>
        <SummaryRow label={t`Status`} products={products} onPhone={onPhone}>
          {(product) => translateMessage(product.countInStock > 0 ? MSG.inStockBadge : MSG.outOfStockBadge)}
        </SummaryRow>
        <SummaryRow label={t`Rating`} products={products} onPhone={onPhone}>
          {(product) => {
            const { numReviews } = product;
            return <Rating rating={product.rating} caption={t`${numReviews} reviews`} />;
          }}
        </SummaryRow>
        <SummaryRow label={t`Actions`} products={products} onPhone={onPhone}>
          {(product) => <CompareProductActions product={product} onRemove={() => onRemove(product._id)} />}
        </SummaryRow>
      </tbody>
      {groups.map((group) => (
        <tbody key={group.id}>
          <tr>
            <th scope="colgroup" colSpan={products.length + 1} className="group">
              {group.title}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.id} className={row.differs ? 'differs' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && <span className="differs-mark">{t`differs`}</span>}
              </th>
              {row.values.map((value, index) => (
                <td key={products[index]?._id} className={onPhone(index)}>
                  {value ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </CompareTableRoot>
  );
}

function SummaryRow({
  label,
  products,
  onPhone,
  children,
}: {
  label: string;
  products: Product[];
  onPhone: (index: number) => string;
  children: (product: Product) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {products.map((product, index) => (
        <td key={product._id} className={onPhone(index)}>
          {children(product)}
        </td>
      ))}
    </tr>
  );
}

const CompareTableRoot = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  ...theme.typography.body2,
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: theme.spacing(0.75, 1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  },
  '& thead th': { ...theme.typography.subtitle2 },
  '& thead img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' },
  '& thead a': { color: 'inherit' },
  '& th[scope="row"]': { width: '22%', fontWeight: 500, color: theme.palette.text.secondary },
  '& .group': { ...theme.typography.subtitle1, fontWeight: 600, paddingTop: theme.spacing(2) },
  '& tr.differs td, & tr.differs th[scope="row"]': { backgroundColor: theme.palette.action.hover },
  '& .differs-mark': {
    ...theme.typography.caption,
    display: 'inline-block',
    marginLeft: theme.spacing(1),
    padding: theme.spacing(0, 0.5),
    borderRadius: theme.shape.borderRadius,
    // Text colour on the row's shade (contrast well over 4.5:1); the border carries the accent.
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.warning.main}`,
  },
  // A phone shows the two picked columns; the rows stay aligned because they are one table. A
  // third of 390 px for the row names left each laptop about 120 px, where buttons and words broke
  // letter by letter: each row's name goes on its own line above the two values, which share the
  // width, and words break only when one alone is wider than its column.
  [theme.breakpoints.down('sm')]: {
    '& .hidden-on-phone': { display: 'none' },
    '& tr': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '& thead td:first-of-type': { display: 'none' },
    '& th[scope="row"], & th[scope="colgroup"]': { gridColumn: '1 / -1', width: 'auto' },
    '& th[scope="row"]': { borderBottom: 'none', paddingBottom: 0 },
    '& th, & td': { overflowWrap: 'break-word' },
  },
}));
