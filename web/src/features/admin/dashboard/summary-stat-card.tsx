import { Card, CardContent, Typography } from '@mui/material';

/** `title` is shown in the reader's language; `testId` names the card for tests in any language. */
export function SummaryStatCard({ title, testId, value }: { title: string; testId: string; value: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h4" component="p" data-testid={`stat-${testId}`}>
          {value}
        </Typography>
        <Typography color="text.secondary" component="h2">
          {title}
        </Typography>
      </CardContent>
    </Card>
  );
}
