import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button, Field } from '../kit';

/** A control's id from its field path: `footer.quickLinks.2.href` → `nav-footer-quickLinks-2-href`. */
export const fieldId = (path: string) => `nav-${path.replaceAll('.', '-')}`;

/** The label and link every entry has. */
export function LabelAndLink({ path }: { path: string }) {
  return (
    <>
      <Field name={`${path}.label`} id={fieldId(`${path}.label`)} label="Label" />
      <Field name={`${path}.href`} id={fieldId(`${path}.href`)} label="Link" />
    </>
  );
}

function MoveButtons({
  entry,
  index,
  count,
  onMove,
  onRemove,
}: {
  entry: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  // The visible word plus which entry, for a screen reader going through the buttons.
  const which = <span className="sr-only"> {entry}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        Up{which}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Down{which}
      </Button>
      <Button variant="ghost-danger" size="sm" onClick={onRemove}>
        Remove{which}
      </Button>
    </div>
  );
}

/**
 * An ordered list of entries of the form at `name` (a menu's links, say): each entry's fields
 * (`children`, given the entry's path), moved up or down or removed with its buttons; new
 * entries start as `blank`, up to `max`.
 */
export function LinkList({
  name,
  noun,
  max,
  blank,
  children = (path) => <LabelAndLink path={path} />,
}: {
  name: string;
  /** What one entry is called: "quick link" gives "Quick link 2" and "Add quick link". */
  noun: string;
  max: number;
  blank: Record<string, unknown>;
  children?: (path: string) => ReactNode;
}) {
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div className="space-y-3">
      {fields.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {title} {index + 1}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">{children(`${name}.${index}`)}</div>
              <div className="mt-3">
                <MoveButtons
                  entry={`${noun} ${index + 1}`}
                  index={index}
                  count={fields.length}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" disabled={fields.length >= max} onClick={() => append(blank)}>
        Add {noun}
      </Button>
    </div>
  );
}
