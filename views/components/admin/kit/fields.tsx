import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useFormContext, useFormState, useWatch, type RegisterOptions } from 'react-hook-form';
import { fieldControlClass } from '../../ui/field-style';
import { FieldMessage } from './field-message';

/**
 * Form controls bound by `name` to the react-hook-form around them (see `Form`): a label, the
 * control, an optional hint and the field's message, tied together for screen readers.
 */
interface FieldProps {
  name: string;
  label: string;
  /** The element id; the name when not given. Hint and message ids derive from it. */
  id?: string | undefined;
  hint?: ReactNode;
  /** Shows `length/max` beside the label, red outside min..max. */
  counter?: { max: number; min?: number } | undefined;
  /** react-hook-form's options for this field, e.g. an `onChange` that fills another field. */
  rules?: RegisterOptions;
}

function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  return getFieldState(name, formState).error?.message;
}

function Counter({ id, name, max, min }: { id: string; name: string; max: number; min?: number }) {
  const value: unknown = useWatch({ name });
  const length = typeof value === 'string' ? value.length : 0;
  const outside = length > max || (min !== undefined && length < min);
  return (
    <span
      id={`${id}-counter`}
      className={`text-xs tabular-nums ${outside ? 'font-semibold text-red-700' : 'text-slate-600'}`}
    >
      {length}/{max}
    </span>
  );
}

/**
 * A control's label (with anything beside it, such as a counter), the control, its hint and its
 * message. The bound fields below use it; so can a control that is not in a form, such as a
 * search box or a filter, with no hint or message.
 */
export function FieldFrame({
  id,
  label,
  beside,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  beside?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {beside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} message={error} />
    </div>
  );
}

/**
 * What every bound control shares: the frame's props, and the control's own (its other props,
 * the registration with react-hook-form, the aria wiring and the look).
 */
function useBoundField<Props extends FieldProps & { className?: string | undefined }>(
  props: Props,
) {
  const { name, label, id = name, hint, counter, rules, ...own } = props;
  const { register } = useFormContext();
  const error = useFieldError(name);
  const describedBy = [
    error ? `${id}-message` : null,
    hint ? `${id}-hint` : null,
    counter ? `${id}-counter` : null,
  ].filter(Boolean);
  const frame = {
    id,
    label,
    hint,
    error,
    beside: counter ? <Counter id={id} name={name} {...counter} /> : null,
  };
  const control = {
    ...own,
    ...register(name, rules),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    className: `${fieldControlClass(!!error)} bg-white disabled:bg-slate-100 ${props.className ?? ''}`,
  };
  return { frame, control };
}

type Without<T> = Omit<T, 'id' | 'name'>;

export function Field(props: FieldProps & Without<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, control } = useBoundField(props);
  return (
    <FieldFrame {...frame}>
      <input type="text" {...control} />
    </FieldFrame>
  );
}

export function TextArea(props: FieldProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { frame, control } = useBoundField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

export function Select(
  props: Omit<FieldProps, 'counter'> & Without<SelectHTMLAttributes<HTMLSelectElement>>,
) {
  const { frame, control } = useBoundField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} />
    </FieldFrame>
  );
}

/** A checkbox with its label beside it. */
export function Checkbox({
  name,
  label,
  id = name,
  ...input
}: { name: string; label: ReactNode; id?: string } & Without<
  InputHTMLAttributes<HTMLInputElement>
>) {
  const { register } = useFormContext();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        {...input}
        {...register(name)}
        className="h-4 w-4 rounded border-slate-300"
      />
      {label}
    </label>
  );
}
