import { t } from '@lingui/core/macro';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '@shared/money';
import { paths } from '@/config/paths';

export interface OrderLine {
  key: string;
  slug: string;
  name: string;
  image: string;
  quantity: number;
  price: number;
  /** The configuration bought ("16 GB / 512 GB / Bạc"), shown under the name. */
  variantTitle?: string | undefined;
}

/** Order or cart lines: image, name linking to the product, quantity and unit price. */
export function OrderItemsList({ lines }: { lines: readonly OrderLine[] }) {
  if (lines.length === 0) return <Typography color="text.secondary">{t`Cart is empty.`}</Typography>;
  return (
    <List disablePadding>
      {lines.map(({ quantity, ...line }) => (
        <ListItem key={line.key} divider disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Box
            component="img"
            src={line.image}
            alt={line.name}
            sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
          />
          <Box sx={{ flex: '1 1 10rem' }}>
            <Link component={RouterLink} to={paths.product(line.slug)}>
              {line.name}
            </Link>
            {line.variantTitle && (
              <Typography variant="body2" color="text.secondary">
                {line.variantTitle}
              </Typography>
            )}
          </Box>
          <Typography sx={{ minWidth: '3rem' }} aria-label={t`Quantity ${quantity}`}>
            {quantity}
          </Typography>
          <Typography sx={{ minWidth: '7rem', textAlign: 'right' }}>{formatPrice(line.price)}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
