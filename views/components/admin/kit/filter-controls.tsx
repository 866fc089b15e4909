import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldControlClass } from '../../ui/field-style';

/** A labelled filter control, not bound to a form library: the address holds its value. */
function FilterLabel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  return (
    <FilterLabel id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldControlClass(false)} bg-white`}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </FilterLabel>
  );
}

export function FilterInput({
  id,
  label,
  value,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <FilterLabel id={id} label={label}>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className={`${fieldControlClass(false)} bg-white`}
      />
    </FilterLabel>
  );
}
