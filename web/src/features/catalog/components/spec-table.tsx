import { t } from '@lingui/core/macro';
import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { LaptopSpecs } from '@shared/laptop-specs';
import { currentLanguage } from '@/i18n/i18n';
import { numberStyleOf, specTable } from '@/features/catalog/spec-rows';

/**
 * The product page's specification table, grouped, values with their units in the reader's
 * language (spec-rows.ts). Plain table markup in one styled element: it is server-rendered on every
 * product page and hydrates without MUI components (ADR 0018).
 */
export function SpecTable({ specs }: { specs: LaptopSpecs | undefined }) {
  const groups = specTable(specs, numberStyleOf(currentLanguage()));
  // A product saved before specifications existed shows no empty section.
  if (groups.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 5 }} aria-labelledby="specifications">
      <Typography component="h2" variant="h5" id="specifications" sx={{ mb: 1 }}>
        {t`Specifications`}
      </Typography>
      <SpecTableRoot aria-labelledby="specifications">
        {groups.map((group) => (
          <tbody key={group.id}>
            <tr>
              <th scope="colgroup" colSpan={2} className="spec-group">
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </SpecTableRoot>
    </Box>
  );
}

const SpecTableRoot = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: theme.spacing(0.75, 1),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& th[scope="row"]': { width: '40%', fontWeight: 500, color: theme.palette.text.secondary },
  '& .spec-group': {
    ...theme.typography.subtitle2,
    paddingTop: theme.spacing(2),
    color: theme.palette.text.primary,
  },
}));
