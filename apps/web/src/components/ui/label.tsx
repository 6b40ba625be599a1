import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** Pass htmlFor (or nest the control) so the control gets its accessible name. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
