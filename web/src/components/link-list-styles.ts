import type { Theme } from '@mui/material/styles';

/**
 * Nested rules for titled lists of plain links (the footer's columns, the search filters): a bold
 * subtitle, an unmarked list, links in the text colour underlined on hover. Plain elements styled
 * from their container, so a list of twenty links is not sixty styled components (ADR 0018).
 */
export const linkListStyles = (theme: Theme) => ({
  '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: theme.spacing(0, 0, 1) },
  '& ul': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.spacing(0.5) },
  '& a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
});
