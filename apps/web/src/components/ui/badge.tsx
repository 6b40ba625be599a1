import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant =
  'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white',
  secondary: 'bg-slate-100 text-slate-800',
  outline: 'border border-slate-300 text-slate-800',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  destructive: 'bg-red-100 text-red-800',
};

export function badgeClasses(variant: BadgeVariant = 'default', className?: string): string {
  return cn(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
    variants[variant],
    className,
  );
}

export function Badge({
  variant,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={badgeClasses(variant, className)} {...props} />;
}
