import type { ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { buttonStyle, FieldMessage } from '../kit';
import { emptyValue, kindOf, type FieldSchema } from './field-schema';
import {
  ChoiceField,
  fieldIdOf,
  FlagField,
  humanize,
  NumberField,
  TextField,
  type LeafProps,
} from './schema-leaf-fields';
import { ImageField, LinkField, RichTextField } from './schema-widget-fields';

/**
 * The form of a block's data (or of shared content), drawn from its schema: one field per
 * property, in the schema's order, each bound by its path under `name` ('' for the form's root).
 */
export function SchemaFields({ node, name }: { node: FieldSchema; name: string }) {
  return (
    <div className="space-y-4">
      {Object.entries(node.properties ?? {}).map(([key, child]) => (
        <SchemaField
          key={key}
          node={child}
          name={name ? `${name}.${key}` : key}
          label={child.title ?? humanize(key)}
          required={node.required?.includes(key) ?? false}
        />
      ))}
    </div>
  );
}

/** One property: the control its kind (and, for text, its widget) calls for. */
export function SchemaField(props: LeafProps & { required: boolean }) {
  const { node, required } = props;
  switch (kindOf(node)) {
    case 'group':
      return required ? <GroupField {...props} /> : <OptionalGroup {...props} />;
    case 'list':
      return <ListField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'flag':
      return <FlagField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'text':
      switch (node.widget) {
        case 'textarea':
          return <TextField {...props} multiline />;
        case 'link':
        case 'page':
          return <LinkField {...props} />;
        case 'image':
          return <ImageField {...props} />;
        case 'richText':
          return <RichTextField {...props} />;
        default:
          return <TextField {...props} />;
      }
    default:
      return (
        <p className="text-sm text-slate-600">
          {props.label}: this field cannot be edited in the builder.
        </p>
      );
  }
}

/** Fields that belong together (a button's text and link), under their name. */
function GroupField({ node, name, label, actions }: LeafProps & { actions?: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {actions ? <div className="mb-3 flex justify-end">{actions}</div> : null}
      <SchemaFields node={node} name={name} />
    </fieldset>
  );
}

/** A group the data may go without (a second button): added and removed as a whole. */
function OptionalGroup(props: LeafProps) {
  const { node, name, label } = props;
  const { setValue } = useFormContext();
  const present = useWatch({ name, compute: (value: unknown) => value !== undefined });
  const change = (value: unknown) => setValue(name, value, { shouldDirty: true });
  if (!present) {
    return (
      <button
        type="button"
        onClick={() => change(emptyValue(node))}
        className={buttonStyle('secondary', 'sm')}
      >
        Add {label}
      </button>
    );
  }
  return (
    <GroupField
      {...props}
      actions={
        <button
          type="button"
          onClick={() => change(undefined)}
          className={buttonStyle('ghost-danger', 'sm')}
        >
          Remove {label}
        </button>
      }
    />
  );
}

/** A list's own refusal ("at most 6"), beside its items' refusals. */
function useListError(name: string): string | undefined {
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const error = getFieldState(name, formState).error as
    { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** Focuses a control once React has drawn the list in its new order. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * A repeatable list: its items in order, each with Move up, Move down and Remove, and an Add
 * button. Items are fields of their own (a feature) or groups of fields (a plan).
 */
function ListField({ node, name, label }: LeafProps) {
  const { getValues, setValue } = useFormContext();
  const count = useWatch({
    name,
    compute: (value: unknown) => (Array.isArray(value) ? value.length : 0),
  });
  const error = useListError(name);
  const item = node.items ?? {};
  const itemLabel = item.title && item.title !== label ? item.title : 'Item';
  const id = fieldIdOf(name);
  const change = (edit: (items: unknown[]) => void) => {
    const items = [...((getValues(name) as unknown[] | undefined) ?? [])];
    edit(items);
    setValue(name, items, { shouldDirty: true });
  };
  const move = (from: number, to: number) => {
    change((items) => items.splice(to, 0, ...items.splice(from, 1)));
    const direction = to < from ? 'up' : 'down';
    const stuck = (direction === 'up' && to === 0) || (direction === 'down' && to === count - 1);
    focusSoon(`${id}-${to}-${stuck ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };
  const full = node.maxItems !== undefined && count >= node.maxItems;
  return (
    <fieldset
      className="rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? `${id}-message` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {count === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, index) => (
          <ListItem
            key={index}
            node={item}
            name={`${name}.${index}`}
            label={`${itemLabel} ${index + 1}`}
            actionsId={`${id}-${index}`}
            first={index === 0}
            last={index === count - 1}
            onMove={(step) => move(index, index + step)}
            onRemove={() => change((items) => items.splice(index, 1))}
          />
        ))}
      </ol>
      <FieldMessage id={id} message={error} />
      <button
        type="button"
        disabled={full}
        onClick={() => change((items) => items.push(emptyValue(item)))}
        className={`${buttonStyle('secondary', 'sm')} mt-3`}
      >
        Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}

function ListItem({
  node,
  name,
  label,
  actionsId,
  first,
  last,
  onMove,
  onRemove,
}: LeafProps & {
  actionsId: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const action = (text: string, onClick: () => void, disabled: boolean, suffix?: string) => (
    <button
      type="button"
      id={suffix ? `${actionsId}-${suffix}` : undefined}
      disabled={disabled}
      onClick={onClick}
      aria-label={`${text} ${label}`}
      className={buttonStyle(text === 'Remove' ? 'ghost-danger' : 'ghost', 'sm')}
    >
      {text}
    </button>
  );
  const group = kindOf(node) === 'group';
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {group ? <span className="text-sm font-medium text-slate-800">{label}</span> : null}
        <div className="ml-auto flex flex-wrap gap-1">
          {action('Move up', () => onMove(-1), first, 'up')}
          {action('Move down', () => onMove(1), last, 'down')}
          {action('Remove', onRemove, false)}
        </div>
      </div>
      {group ? (
        <SchemaFields node={node} name={name} />
      ) : (
        <SchemaField node={node} name={name} label={label} required />
      )}
    </li>
  );
}
