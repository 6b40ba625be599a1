// Inputs bound to the year form by name (the contract's field path), each with its label, hint
// and plain-words error.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { inr } from '../format';
import { parseAmount } from '../inputs';
import type { YearDraft } from './draft';

export type YearField = FieldPath<YearDraft>;

interface FieldProps {
  name: YearField;
  label: string;
  hint?: ReactNode;
  className?: string;
}

function useFieldError(name: YearField): string | undefined {
  const { errors } = useFormState<YearDraft>({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

function Shell({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A rupee amount; shows it in Indian grouping as it is typed. */
export function AmountInput({ name, label, hint, className }: FieldProps) {
  const id = useId();
  const { register } = useFormContext<YearDraft>();
  const typed = useWatch<YearDraft>({ name }) as unknown;
  const error = useFieldError(name);
  const amount = typeof typed === 'string' ? parseAmount(typed) : undefined;
  const grouped =
    amount !== undefined && Number.isFinite(amount) && amount >= 1000 ? inr(amount) : '';
  const fullHint =
    hint || grouped ? (
      <>
        {hint}
        {hint && grouped ? ' · ' : ''}
        {grouped && <span aria-hidden="true">{grouped}</span>}
      </>
    ) : undefined;
  return (
    <Shell id={id} label={label} hint={fullHint} error={error} className={className}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
        >
          ₹
        </span>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, fullHint, error)}
          className="pl-7"
          {...register(name)}
        />
      </div>
    </Shell>
  );
}

/** A registered text box in its labelled shell: the plain inputs below differ only in `extra`. */
function PlainInput({
  name,
  label,
  hint,
  className,
  extra,
}: FieldProps & { extra: ComponentProps<typeof Input> }) {
  const id = useId();
  const { register } = useFormContext<YearDraft>();
  const error = useFieldError(name);
  return (
    <Shell id={id} label={label} hint={hint} error={error} className={className}>
      <Input
        id={id}
        {...extra}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name)}
      />
    </Shell>
  );
}

/** A count or a weight (no rupee sign). */
export function NumberInput(props: FieldProps) {
  return <PlainInput {...props} extra={{ inputMode: 'decimal', autoComplete: 'off' }} />;
}

/**
 * A date: the browser's date picker where there is one; where the browser shows a plain box
 * instead, DD/MM/YYYY as typed is read too.
 */
export function DateInput(props: FieldProps) {
  const { i18n } = useLingui();
  return <PlainInput {...props} extra={{ type: 'date', placeholder: i18n._(msg`DD/MM/YYYY`) }} />;
}

export function TextInput(props: FieldProps) {
  return <PlainInput {...props} extra={{ autoComplete: 'off' }} />;
}

/** A choice, held by the form (a link's or a scenario's choice shows even before any typing). */
export function SelectInput({
  name,
  label,
  hint,
  className,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const { register } = useFormContext<YearDraft>();
  const value = useWatch<YearDraft>({ name }) as unknown;
  const error = useFieldError(name);
  return (
    <Shell id={id} label={label} hint={hint} error={error} className={className}>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name)}
        value={typeof value === 'string' ? value : ''}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Shell>
  );
}

export function CheckInput({ name, label, hint }: Omit<FieldProps, 'className'>) {
  const id = useId();
  const { register } = useFormContext<YearDraft>();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...register(name)}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** An item of a list (a house, a transaction…) with its remove button ("Remove house 1"). */
export function ListItem({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
      <button
        type="button"
        onClick={onRemove}
        className="self-start rounded-sm text-sm font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {removeLabel}
      </button>
    </fieldset>
  );
}

export const grid = 'grid gap-4 sm:grid-cols-2';
