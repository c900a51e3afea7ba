import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table with the spec's upper-case headings that scrolls sideways on phones instead of squeezing.
 * Cells keep ids, dates and amounts on one line; a cell of free text opts in to wrapping with WRAP_CELL.
 * The scrolling box takes the keyboard focus, so a table with no link or button in it (the audit
 * log) still scrolls with the arrow keys (axe: scrollable-region-focusable).
 */
export function ResponsiveTable({
  label,
  headings,
  children,
}: {
  label: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table size="small" aria-label={label} sx={{ minWidth: 640, '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export const WRAP_CELL = { whiteSpace: 'normal', minWidth: 160 } as const;
