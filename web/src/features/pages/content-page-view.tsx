/**
 * A content page's title and body as shoppers see it, and as the admin's preview shows it: the
 * Markdown through the one renderer (page-markdown.ts), placeholders filled from the settings.
 */
import { Box, Typography } from '@mui/material';
import type { PageText } from '@shared/entities/content-page';
import { fillPlaceholders, renderPageMarkdown, type PagePlaceholders } from './page-markdown';

export function ContentPageView({ text, placeholders }: { text: PageText; placeholders: PagePlaceholders }) {
  const html = renderPageMarkdown(fillPlaceholders(text.body, placeholders));
  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {fillPlaceholders(text.title, placeholders)}
      </Typography>
      <Box
        sx={{
          lineHeight: 1.7,
          '& h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
          '& table': { borderCollapse: 'collapse', width: '100%', my: 2, display: 'block', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
          '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
        }}
        // Safe markup: the renderer escapes raw HTML and keeps only allowed link targets (ADR 0108).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
