/**
 * The variant table: each configuration's SKU, prices, stock, RAM/SSD/colour and photos, the
 * default one, removal, and "set for all" for price and stock. Scrolls sideways on a narrow screen.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  Button,
  IconButton,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { variantTitle } from '@shared/product-variants';
import { rowKey, type VariantRow, type VariantRowField } from './variant-rows';

const COLUMNS: { field: VariantRowField; label: MessageDescriptor; number?: boolean; width: number }[] = [
  { field: 'sku', label: msg`SKU`, width: 170 },
  { field: 'price', label: msg`Price`, number: true, width: 130 },
  { field: 'compareAtPrice', label: msg`Compare-at price`, number: true, width: 130 },
  { field: 'countInStock', label: msg`Count In Stock`, number: true, width: 90 },
  { field: 'ramGb', label: msg`RAM (GB)`, number: true, width: 80 },
  { field: 'storageGb', label: msg`SSD (GB)`, number: true, width: 90 },
  { field: 'color', label: msg`Colour`, width: 100 },
  { field: 'images', label: msg`Photos (URL | alt, one a line)`, width: 240 },
];

function SetForAll({ onSetAll }: { onSetAll: (field: 'price' | 'countInStock', value: string) => void }) {
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <TextField
        label={t`Price for all`}
        size="small"
        type="number"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Button disabled={price === ''} onClick={() => onSetAll('price', price)}>{t`Set price for all`}</Button>
      <TextField
        label={t`Stock for all`}
        size="small"
        type="number"
        value={stock}
        onChange={(e) => setStock(e.target.value)}
      />
      <Button disabled={stock === ''} onClick={() => onSetAll('countInStock', stock)}>{t`Set stock for all`}</Button>
    </Stack>
  );
}

export function VariantsTable({
  rows,
  defaultKey,
  onRow,
  onRemove,
  onDefault,
  onSetAll,
}: {
  rows: VariantRow[];
  defaultKey: string | undefined;
  onRow: (index: number, field: VariantRowField, value: string) => void;
  onRemove: (index: number) => void;
  onDefault: (key: string) => void;
  onSetAll: (field: 'price' | 'countInStock', value: string) => void;
}) {
  return (
    <Stack spacing={1}>
      <SetForAll onSetAll={onSetAll} />
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t`Variants`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Configuration`}</TableCell>
              {COLUMNS.map(({ field, label }) => (
                <TableCell key={field}>{i18n._(label)}</TableCell>
              ))}
              <TableCell>{t`Default`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const title = variantTitle(row);
              return (
                <TableRow key={`${rowKey(row)}-${index}`} aria-label={title}>
                  <TableCell component="th" scope="row">
                    {title}
                  </TableCell>
                  {COLUMNS.map(({ field, label, number, width }) => (
                    <TableCell key={field}>
                      <TextField
                        size="small"
                        sx={{ width }}
                        type={number ? 'number' : undefined}
                        multiline={field === 'images'}
                        value={row[field]}
                        onChange={(event) => onRow(index, field, event.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': `${i18n._(label)}: ${title}` } }}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <Radio
                      checked={defaultKey === rowKey(row)}
                      onChange={() => onDefault(rowKey(row))}
                      slotProps={{ input: { 'aria-label': t`Default: ${title}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <IconButton aria-label={t`Remove ${title}`} onClick={() => onRemove(index)}>
                      ×
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
