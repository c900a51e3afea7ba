/**
 * /compare?ids=a,b,c: up to four laptops side by side (docs/decisions/0024-laptop-specifications-and-compare.md).
 * Server-rendered and shareable: the URL alone says what is compared, and the tray is only a way to
 * get here. Every specification row of spec-rows.ts, the rows that differ marked, a switch to show
 * only those; on a phone two columns, each chosen with a picker, the rows still aligned because it is
 * one table.
 */
import { t } from '@lingui/core/macro';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseCompareIds } from '@shared/compare';
import type { CompareProducts } from '@shared/entities/catalogue';
import { pageTitle } from '@shared/page-title';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/i18n/i18n';
import { translateMessage } from '@/i18n/translate-message';
import { useApiQuery } from '@/lib/use-api-query';
import { removeFromCompare } from '@/features/catalog/compare-store';
import { compareTable, numberStyleOf } from '@/features/catalog/spec-rows';
import { ComparePhonePickers, type ShownColumns } from './compare-phone-pickers';
import { CompareTable } from './compare-table';

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
  const [shown, setShown] = useState<ShownColumns>([0, 1]);
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
            {products.length > 2 && <ComparePhonePickers products={products} shown={shown} onChange={setShown} />}
          </Box>
          <CompareTable products={products} groups={groups} onPhone={onPhone} onRemove={remove} />
          {onlyDifferences && groups.length === 0 && (
            <MessageBox>{t`These laptops do not differ in any specification.`}</MessageBox>
          )}
        </>
      )}
    </>
  );
}
