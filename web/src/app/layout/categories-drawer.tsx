import { Box, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { notify } from '@/lib/notify';
import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/catalog';

/** The side drawer of category links; a failed category fetch is reported as a toast (spec section 8). */
export default function CategoriesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories = [], error } = useCategories();

  useEffect(() => {
    if (error !== null) notify.error(error);
  }, [error]);

  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t`Categories`} sx={{ width: 260 }}>
        <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t`Categories`}
        </Typography>
        <List>
          {categories.map((category) => (
            <ListItemButton key={category} component={RouterLink} to={paths.search({ category })} onClick={onClose}>
              <ListItemText primary={category} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
