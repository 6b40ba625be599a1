import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A grey placeholder block. Decorative (aria-hidden): the loading state is
 * announced once by the container (role="status" with a label), not per block.
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
