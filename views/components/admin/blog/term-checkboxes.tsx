import { useController } from 'react-hook-form';
import type { PostFormValues } from './post-form';
import type { Term } from './types';

/** A checkbox per category or tag, bound to the post form's list of chosen ids `name`. */
export function TermCheckboxes({
  name,
  legend,
  terms,
  emptyText,
}: {
  name: 'categoryIds' | 'tagIds';
  legend: string;
  terms: Term[];
  emptyText: string;
}) {
  const {
    field: { value, onChange },
  } = useController<PostFormValues, typeof name>({ name });
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {terms.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto pr-1">
          {terms.map((term) => (
            <li key={term.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={value.includes(term.id)}
                  onChange={(event) => toggle(term.id, event.target.checked)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {term.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
