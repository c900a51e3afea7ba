import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export type MessageSeverity = 'error' | 'warning' | 'info' | 'success';

/**
 * An alert box: red ('error') for failures as the spec asks, other severities for notices. Drawn
 * with the theme's colours rather than MUI's Alert, whose icons and Paper the home route would
 * otherwise download for a box it shows only when something fails (about 1 KB gzip).
 */
export function MessageBox({ severity = 'info', children }: { severity?: MessageSeverity; children: ReactNode }) {
  return (
    <Box
      role="alert"
      className={`message-box message-box-${severity}`}
      sx={(theme) => {
        const colour = theme.palette[severity];
        return {
          my: 2,
          px: 2,
          py: 1.5,
          borderRadius: `${theme.shape.borderRadius}px`,
          ...theme.typography.body2,
          // Filled for errors (white on red, as MUI's filled Alert); notices tinted, marked by a coloured edge,
          // their text the page's own colour so it keeps its contrast on every tint.
          ...(severity === 'error'
            ? { backgroundColor: colour.main, color: colour.contrastText, fontWeight: 500 }
            : {
                backgroundColor: `color-mix(in srgb, ${colour.main} 10%, ${theme.palette.background.paper})`,
                borderLeft: `4px solid ${colour.main}`,
                color: theme.palette.text.primary,
              }),
        };
      }}
    >
      {children}
    </Box>
  );
}
