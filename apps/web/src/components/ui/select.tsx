import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './field-classes';

/** A native <select>: the phone's own picker, full keyboard support, no script. */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={cn(fieldClasses, 'h-10 pr-8', className)} {...props}>
      {children}
    </select>
  );
}
