import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './field-classes';

export function Input({
  className,
  type = 'text',
  ...props
}: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
