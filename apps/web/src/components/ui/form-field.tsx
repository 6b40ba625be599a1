// The one labelled form field: label, control, hint and error, bound to a react-hook-form form
// by name. The error comes from the form's state (the contract's zod check or the server's
// answer, both through lib/contract-form.ts) and is tied to the control for screen readers.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import { Textarea } from './textarea';

type ControlProps = Omit<
  InputHTMLAttributes<HTMLInputElement> &
    TextareaHTMLAttributes<HTMLTextAreaElement> &
    SelectHTMLAttributes<HTMLSelectElement>,
  | 'form'
  | 'name'
  | 'id'
  | 'className'
  | 'children'
  | 'onChange'
  | 'onBlur'
  | 'value'
  | 'defaultValue'
>;

export interface FormFieldProps<T extends FieldValues> extends ControlProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** The control: a text input (default; `type` picks email, password, checkbox…), a textarea or a select. */
  as?: 'input' | 'textarea' | 'select';
  /** The wrapper's classes (its grid span, say). */
  className?: string;
  /** The control's own classes. */
  controlClassName?: string;
  labelClassName?: string;
  /** Tighter spacing (the admin's dense forms). */
  compact?: boolean;
  /** A select's options. */
  children?: ReactNode;
}

/**
 * A field of a react-hook-form form. Its ids come from useId, so the server's HTML and the
 * hydrated page agree; aria-describedby names the hint, then the error, and aria-invalid is set
 * while the field has an error. A checkbox sits before its label, as the eye expects.
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  as = 'input',
  className,
  controlClassName,
  labelClassName,
  compact = false,
  children,
  ...control
}: FormFieldProps<T>) {
  const id = useId();
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const message = typeof error === 'string' && error ? error : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ');
  // The form's starting value as the control's default, so the server's HTML shows it; text
  // typed before hydration differs from it, and react-hook-form then keeps what was typed.
  const initial: unknown = get(form.formState.defaultValues, name);
  const shared = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': described || undefined,
    className: controlClassName,
    ...form.register(name),
  };
  const defaultValue = typeof initial === 'string' ? initial : undefined;
  const hintLine = hint ? (
    <p id={hintId} className="text-xs text-slate-600">
      {hint}
    </p>
  ) : null;
  const errorLine = message ? (
    <p id={errorId} className="text-sm text-red-800">
      {message}
    </p>
  ) : null;

  if (as === 'input' && control.type === 'checkbox') {
    const { type: _checkbox, ...rest } = control;
    return (
      <div className={cn('flex flex-col', compact ? 'gap-1' : 'gap-2', className)}>
        <div className="flex items-start gap-3">
          <Checkbox
            {...rest}
            {...shared}
            defaultChecked={initial === true}
            className={cn('mt-0.5', controlClassName)}
          />
          <Label htmlFor={id} className={cn('font-normal text-slate-700', labelClassName)}>
            {label}
          </Label>
        </div>
        {hintLine}
        {errorLine}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col', compact ? 'gap-1' : 'gap-2', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {as === 'textarea' ? (
        <Textarea {...control} {...shared} defaultValue={defaultValue} />
      ) : as === 'select' ? (
        <Select {...control} {...shared} defaultValue={defaultValue}>
          {children}
        </Select>
      ) : (
        <Input {...control} {...shared} defaultValue={defaultValue} />
      )}
      {hintLine}
      {errorLine}
    </div>
  );
}
