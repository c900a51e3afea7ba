/**
 * The three states of a screen's read (spec section 4): 'Loading...', the error in a red box, or
 * the data. Data already on screen stays while a reload runs.
 */
import type { ReactNode } from 'react';
import type { QuerySnapshot } from '@/lib/query-store';
import { LoadingBox } from './loading-box';
import { MessageBox } from './message-box';

export function QueryView<T>({
  query,
  loading = <LoadingBox />,
  children,
}: {
  query: QuerySnapshot<T>;
  /** What stands in while nothing is loaded yet (a skeleton of the right size, or 'Loading...'). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error !== null) return <MessageBox severity="error">{query.error}</MessageBox>;
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data)}</>;
}
