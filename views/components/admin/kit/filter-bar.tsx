import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { FilterInput, FilterSelect } from './filter-controls';

type Options = ReadonlyArray<readonly [value: string, label: string]>;

/** One control of a list's filter bar; `Choices` is what its select's options are built from. */
export interface FilterControl<Name extends string, Choices> {
  name: Name;
  label: string;
  /** A select's choices; a text, search or date box without. */
  options?: (choices: Choices) => Options;
  type?: 'search' | 'date';
  inputMode?: 'numeric';
  /** Typed boxes wait for the form to be sent, so the list does not reload on each keystroke. */
  typed?: boolean;
  /** What a select shows when the filter is not set. */
  fallback?: string;
}

/** A select's options: `any` (the filter not set) first, then each of `values` by its label. */
export function optionsWithAny<Value extends string>(
  any: string,
  values: readonly Value[],
  labels: Record<Value, string>,
): Options {
  return [['', any], ...values.map((value) => [value, labels[value]] as const)];
}

/**
 * A list's filters, kept in the address by the screen: choices apply at once, typed boxes when
 * the form is sent, "Clear filters" empties them all.
 */
export function FilterBar<Name extends string, Choices>({
  label,
  idPrefix,
  controls,
  choices,
  filters,
  onChange,
  className,
}: {
  /** The search landmark's name, e.g. "Filter leads". */
  label: string;
  idPrefix: string;
  controls: ReadonlyArray<FilterControl<Name, Choices>>;
  choices: Choices;
  filters: Partial<Record<Name, string>>;
  onChange: (filters: Partial<Record<Name, string>>) => void;
  /** The grid's columns at each width. */
  className: string;
}) {
  const [draft, setDraft] = useState(filters);
  const change = (control: FilterControl<Name, Choices>) => (value: string) => {
    const next = { ...draft, [control.name]: value };
    if (control.typed) setDraft(next);
    else onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={`mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      {controls.map((control) => {
        const id = `${idPrefix}-${control.name}`;
        const value = draft[control.name] ?? control.fallback ?? '';
        return control.options ? (
          <FilterSelect
            key={id}
            id={id}
            label={control.label}
            options={control.options(choices)}
            value={value}
            onChange={change(control)}
          />
        ) : (
          <FilterInput
            key={id}
            id={id}
            label={control.label}
            type={control.type}
            inputMode={control.inputMode}
            value={value}
            onValue={change(control)}
          />
        );
      })}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <Button variant="secondary" onClick={() => onChange({})}>
          Clear filters
        </Button>
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
