/**
 * /compare?ids=a,b,c: up to four laptops side by side (docs/decisions/0024-laptop-specifications-and-compare.md).
 * Server-rendered and shareable: the URL alone says what is compared, and the tray is only a way to
 * get here. Every specification row of spec-rows.ts, the rows that differ marked, a switch to show
 * only those; on a phone two columns, each chosen with a picker, the rows still aligned because it is
 * one table.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { parseCompareIds } from '@shared/compare';
import type { CompareProducts, Product } from '@shared/entities/catalogue';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { pageTitle } from '@shared/page-title';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { Rating } from '@/components/rating';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/i18n/i18n';
import { translateMessage } from '@/i18n/translate-message';
import { useApiQuery } from '@/lib/use-api-query';
import { useAddToCart } from '@/features/cart';
import { removeFromCompare } from '@/features/catalog/compare-store';
import { compareTable, numberStyleOf } from '@/features/catalog/spec-rows';

export default function ComparePage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('ids') ?? '';
  const parsed = parseCompareIds(raw);
  const ids = parsed.ok ? parsed.ids.join(',') : null;
  const compared = useApiQuery('compareProducts', ids === null ? null : { query: { ids } });

  useEffect(() => {
    const previous = document.title;
    // The title the server-rendered page has too (page-head.ts).
    document.title = pageTitle('Compare');
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t`Compare laptops`}
      </Typography>
      {parsed.ok ? (
        <QueryView query={compared}>{(data) => <CompareView key={ids} compared={data} />}</QueryView>
      ) : raw ? (
        <MessageBox severity="error">{translateMessage(parsed.message)}</MessageBox>
      ) : (
        <MessageBox>{t`Choose laptops to compare with "So sánh / Compare" on their cards or pages.`}</MessageBox>
      )}
    </>
  );
}

function CompareView({ compared: { products, dropped } }: { compared: CompareProducts }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The two columns a phone shows, by position in `products`.
  const [shown, setShown] = useState<[number, number]>([0, 1]);
  const navigate = useNavigate();
  const groups = compareTable(
    products.map((product) => product.specs),
    numberStyleOf(currentLanguage()),
  )
    .map((group) => ({ ...group, rows: onlyDifferences ? group.rows.filter((row) => row.differs) : group.rows }))
    .filter((group) => group.rows.length > 0);

  const remove = (id: string) => {
    removeFromCompare(id);
    void navigate(paths.compare(products.filter((product) => product._id !== id).map((product) => product._id)));
  };
  const droppedCount = dropped.length;
  const onPhone = (index: number) => (shown.includes(index) ? 'shown' : 'hidden-on-phone');

  return (
    <>
      {droppedCount > 0 && (
        <MessageBox>{t`${droppedCount} laptop(s) in this link are no longer for sale and were left out.`}</MessageBox>
      )}
      {products.length === 0 ? null : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}>
            <FormControlLabel
              control={
                <Switch checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
              }
              label={t`Show only differences`}
            />
            {products.length > 2 && (
              <PhonePickers className="phone-pickers">
                {[0, 1].map((column) => (
                  <label key={column}>
                    {column === 0 ? t`Column 1` : t`Column 2`}
                    <select
                      value={shown[column]}
                      onChange={(event) => {
                        const next: [number, number] = [...shown];
                        next[column] = Number(event.target.value);
                        setShown(next);
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
            )}
          </Box>
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
                {(product) => <ProductActions product={product} onRemove={() => remove(product._id)} />}
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
          {onlyDifferences && groups.length === 0 && (
            <MessageBox>{t`These laptops do not differ in any specification.`}</MessageBox>
          )}
        </>
      )}
    </>
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

function ProductActions({ product, onRemove }: { product: Product; onRemove: () => void }) {
  const { addToCart, pendingId, ready } = useAddToCart();
  const navigate = useNavigate();
  const { name } = product;
  const onAdd = async () => {
    if (await addToCart(product._id)) void navigate(paths.cart());
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {product.countInStock > 0 && (
        <Button
          size="small"
          variant="contained"
          // The name starts with the visible text, as screen-reader users hear it (WCAG 2.5.3).
          aria-label={t`Add to cart: ${name}`}
          onClick={() => void onAdd()}
          disabled={!ready || pendingId === product._id}
        >
          {t`Add to cart`}
        </Button>
      )}
      <Button size="small" variant="outlined" aria-label={t`Remove ${name} from compare`} onClick={onRemove}>
        {t`Remove`}
      </Button>
    </Box>
  );
}

const PhonePickers = styled('div')(({ theme }) => ({
  display: 'none',
  gap: theme.spacing(1),
  [theme.breakpoints.down('sm')]: { display: 'flex' },
  '& label': { display: 'grid', gap: 2, ...theme.typography.caption },
  '& select': { ...theme.typography.body2, padding: theme.spacing(0.5), maxWidth: '42vw' },
}));

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
  // A phone shows the two picked columns; the rows stay aligned because they are one table.
  [theme.breakpoints.down('sm')]: {
    '& .hidden-on-phone': { display: 'none' },
    '& th[scope="row"]': { width: '30%' },
  },
}));
