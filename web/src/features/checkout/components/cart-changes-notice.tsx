/** The order preview's account of what re-reading the cart changed, each change named by its product. */
import { Alert, Box, Typography } from '@mui/material';
import type { CartItem } from '@shared/entities/order';
import { type CartChange, cartChangeMessage } from '@/features/cart';

interface CartChangesNoticeProps {
  title: string;
  changes: ReadonlyMap<string, CartChange[]>;
  /** The cart as it is now, to name the products whose lines changed. */
  items: readonly CartItem[];
}

export function CartChangesNotice({ title, changes, items }: CartChangesNoticeProps) {
  const notes = [...changes].flatMap(([id, lineChanges]) =>
    lineChanges.map((change) => ({
      key: `${id}-${change.kind}`,
      // A removed product's message names it already, and it has no line left to name it by.
      product: change.kind === 'removed' ? undefined : items.find((item) => item._id === id)?.name,
      message: cartChangeMessage(change),
    })),
  );
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Typography>{title}</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {notes.map(({ key, product, message }) => (
          <li key={key}>
            {product && <strong>{product}: </strong>}
            <span>{message}</span>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
