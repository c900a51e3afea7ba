import { t } from '@lingui/core/macro';
import { Container } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MessageBox } from '@/components/message-box';

/** Shown when a route fails to load (e.g. a chunk cannot be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t`Something went wrong`;
  return (
    <Container sx={{ py: 4 }}>
      <MessageBox severity="error">{message}</MessageBox>
    </Container>
  );
}
