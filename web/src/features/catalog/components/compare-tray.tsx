import { t } from '@lingui/core/macro';
import { Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_COMPARE } from '@shared/constants';
import { paths } from '@/config/paths';
import { clearCompare, removeFromCompare, type CompareItem } from '@/features/catalog/compare-store';

/**
 * The compare tray at the bottom of every page while it holds laptops (its own chunk: the layout
 * loads it only then). Each laptop can be taken out; "Compare" opens them side by side.
 */
export function CompareTray({ items }: { items: CompareItem[] }) {
  const count = items.length;
  return (
    <Paper
      component="aside"
      aria-label={t`Compare tray`}
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: 0,
        // Above the product page's buy bar on a phone (product-buy-bar.tsx sets the variable).
        bottom: 'var(--buy-bar-space, 0px)',
        zIndex: (theme) => theme.zIndex.appBar,
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ m: 0 }}>
        {t`Compare (${count}/${MAX_COMPARE})`}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, overflowX: 'auto' }}
      >
        {items.map((item) => {
          const { name } = item;
          return (
            <li key={item._id} style={{ flexShrink: 0 }}>
              <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1 }}>
                <img src={item.image} alt="" width={40} height={30} style={{ objectFit: 'contain' }} />
                {/* A phone shows the picture only: a name cut to a few letters reads as nothing. */}
                <Typography variant="body2" noWrap sx={{ maxWidth: 160, display: { xs: 'none', sm: 'block' } }}>
                  {name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t`Remove ${name} from compare`}
                  onClick={() => removeFromCompare(item._id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Paper>
            </li>
          );
        })}
      </Stack>
      <Button variant="text" onClick={clearCompare}>
        {t`Clear`}
      </Button>
      <Button
        variant="contained"
        component={RouterLink}
        to={paths.compare(items.map((item) => item._id))}
        disabled={count < 2}
      >
        {t`Compare`}
      </Button>
    </Paper>
  );
}
