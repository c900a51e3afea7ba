import { Card, CardContent, Typography } from '@mui/material';

export function SummaryStatCard({ title, value }: { title: string; value: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h4" component="p" data-testid={`stat-${title}`}>
          {value}
        </Typography>
        <Typography color="text.secondary" component="h2">
          {title}
        </Typography>
      </CardContent>
    </Card>
  );
}
