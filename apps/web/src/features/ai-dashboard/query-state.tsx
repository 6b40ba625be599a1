import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { errorMessage } from '../../lib/api-client';

/** Loading skeleton, the error (not for an expired session: the login shows), or the data. */
export function QueryState<T>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  /** Text when the server gave no message. */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof AdminSessionExpiredError) return null;
    return (
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        {errorMessage(query.error, failure)}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
