import type { InputHTMLAttributes } from 'react';
import { useController } from 'react-hook-form';
import { fieldControlClass } from '#views/components/ui/field-style';
import { FieldFrame, FieldMessage, messageWiring } from '../kit';
import type { FieldSchema } from './field-schema';

/** What every generated field gets: its schema node, its form path, its label. */
export interface LeafProps {
  node: FieldSchema;
  name: string;
  label: string;
}

/** The element id of the control at a form path (`blocks.2.data.title` → `field-blocks-2-data-title`). */
export const fieldIdOf = (name: string) => `field-${name.replaceAll('.', '-')}`;

/** `signUp` or `call-to-action` as words: "Sign up", "Call to action". */
export const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A generated field's binding: controlled, so a value the data lacks stays absent until someone
 * types (an uncontrolled input would write '' into the form as it mounts).
 */
export function useLeaf(name: string) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name });
  return { id: fieldIdOf(name), error: fieldState.error?.message, ref, value, onChange, onBlur };
}

/** Length against the limit beside the label, for short texts, red over it. */
function Counter({ id, value, max }: { id: string; value: unknown; max: number }) {
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <span
      id={`${id}-counter`}
      className={`text-xs tabular-nums ${length > max ? 'font-semibold text-red-700' : 'text-slate-600'}`}
    >
      {length}/{max}
    </span>
  );
}

/** Counters help on lines and short paragraphs; a limit in the thousands is only a safeguard. */
const counted = (node: FieldSchema) => node.maxLength !== undefined && node.maxLength <= 2000;

/** A line, or with `multiline` a paragraph; `input` adds to the line's input (a list of suggestions). */
export function TextField({
  node,
  name,
  label,
  multiline = false,
  hint = node.description,
  input,
}: LeafProps & {
  multiline?: boolean;
  hint?: string | undefined;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'list' | 'inputMode' | 'placeholder'>;
}) {
  const { id, error, ref, value, onChange, onBlur } = useLeaf(name);
  const describedBy = [
    error ? `${id}-message` : null,
    hint ? `${id}-hint` : null,
    counted(node) ? `${id}-counter` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    ref,
    name,
    value: typeof value === 'string' ? value : '',
    onChange,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `${fieldControlClass(!!error)} bg-white`,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      beside={counted(node) ? <Counter id={id} value={value} max={node.maxLength!} /> : null}
    >
      {multiline ? (
        <textarea rows={3} {...control} />
      ) : (
        <input type="text" {...input} {...control} />
      )}
    </FieldFrame>
  );
}

export function NumberField({ node, name, label }: LeafProps) {
  const { id, error, ref, value, onChange, onBlur } = useLeaf(name);
  return (
    <FieldFrame id={id} label={label} hint={node.description} error={error}>
      <input
        id={id}
        ref={ref}
        type="number"
        value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : event.target.valueAsNumber)
        }
        onBlur={onBlur}
        {...messageWiring(id, error)}
        className={`${fieldControlClass(!!error)} bg-white`}
      />
    </FieldFrame>
  );
}

export function ChoiceField({ node, name, label }: LeafProps) {
  const { id, error, ref, value, onChange, onBlur } = useLeaf(name);
  return (
    <FieldFrame id={id} label={label} hint={node.description} error={error}>
      <select
        id={id}
        ref={ref}
        value={String(value ?? '')}
        onChange={(event) => {
          onChange(node.enum?.find((option) => String(option) === event.target.value));
        }}
        onBlur={onBlur}
        {...messageWiring(id, error)}
        className={`${fieldControlClass(!!error)} bg-white`}
      >
        {value === undefined ? <option value="">Choose…</option> : null}
        {node.enum?.map((option) => (
          <option key={String(option)} value={String(option)}>
            {typeof option === 'string' ? humanize(option) : option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FlagField({ name, label }: LeafProps) {
  const { id, error, ref, value, onChange, onBlur } = useLeaf(name);
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          {...messageWiring(id, error)}
          className="h-4 w-4 rounded border-slate-300"
        />
        {label}
      </label>
      <FieldMessage id={id} message={error} />
    </div>
  );
}
