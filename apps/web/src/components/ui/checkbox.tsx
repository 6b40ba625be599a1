import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Checkbox({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  );
}
