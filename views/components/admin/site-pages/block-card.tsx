import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { blockDefinition } from '#src/schemas/blocks/catalog';
import type { SharedContentKind } from '#src/schemas/shared';
import { buttonStyle, ConfirmDialog, FieldMessage } from '../kit';
import { blockFieldSchema, summaryOf, typeLabelOf } from './field-schema';
import { SchemaFields } from './schema-fields';

export const blockText = {
  removed: 'Block removed',
  removeQuestion:
    'Remove this block from the page? It leaves the page when you save; the history keeps the versions that had it.',
  editPlans: 'Edit plans',
} as const;

/** How a block is named to people (its position and type) and its element ids. */
export const blockName = (index: number, label: string) => `Block ${index + 1}: ${label}`;
export const blockToggleId = (blockId: string) => `block-toggle-${blockId}`;

export interface BlockCardProps {
  /** The sortable item's id (the form's key for this block). */
  sortId: string;
  index: number;
  blockId: string;
  type: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onEditShared: (kind: SharedContentKind) => void;
}

/** A refusal that names the block itself rather than one of its fields (an unknown type). */
function useBlockErrors(index: number) {
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: `blocks.${index}` });
  const own = ['type', 'id', 'data']
    .map((part) => getFieldState(`blocks.${index}.${part}`, formState).error?.message)
    .find(Boolean);
  return { invalid: getFieldState(`blocks.${index}`, formState).invalid, own };
}

/**
 * One block of the page: its drag handle (pointer or keyboard), its name and first words (one
 * name with a space between: "1. Rich text Who we are"), what can be done to it, and, when open,
 * the form of its data drawn from its type's schema.
 */
export function BlockCard(props: BlockCardProps) {
  const { sortId, index, blockId, type, expanded, onExpandedChange } = props;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sortId });
  const schema = blockFieldSchema(type);
  const label = typeLabelOf(type);
  const hidden = useWatch({ name: `blocks.${index}.hidden` }) === true;
  const summary = useWatch({
    name: `blocks.${index}.data`,
    compute: (data: unknown) => summaryOf(schema, data),
  });
  const { invalid, own } = useBlockErrors(index);
  // A refused save opens the blocks it concerns, so their messages show.
  useEffect(() => {
    if (invalid && !expanded) onExpandedChange(true);
  }, [invalid, expanded, onExpandedChange]);
  const bodyId = `block-body-${blockId}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-xl border bg-white shadow-sm ${isDragging ? 'relative z-10 border-brand-600 shadow-lg' : 'border-slate-200'} ${hidden ? 'opacity-75' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2 p-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${blockName(index, label)}`}
          className="cursor-grab touch-none rounded-md p-2 text-slate-600 hover:bg-slate-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            {[5, 10, 15].flatMap((y) =>
              [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />),
            )}
          </svg>
        </button>
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            id={blockToggleId(blockId)}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => onExpandedChange(!expanded)}
            className="w-full truncate rounded-md px-1 text-left focus:outline-none focus:ring-2 focus:ring-brand-600"
          >
            <span className="font-semibold text-slate-900">
              {index + 1}. {label}
            </span>
            {summary ? <span className="ml-1 text-sm text-slate-600"> {summary}</span> : null}
          </button>
        </h3>
        {hidden ? <Badge tone="slate">Hidden</Badge> : null}
        {invalid ? <Badge tone="red">Needs attention</Badge> : null}
        <BlockActions {...props} label={label} hidden={hidden} />
      </div>
      {expanded ? (
        <div id={bodyId} className="border-t border-slate-200 p-4">
          <FieldMessage id={`block-${blockId}`} message={own} />
          {schema ? (
            <SchemaFields node={schema} name={`blocks.${index}.data`} />
          ) : (
            <p className="text-sm text-slate-700">
              This type of block is no longer in the catalog: visitors do not see it. Remove it, or
              leave it for a developer to look at.
            </p>
          )}
        </div>
      ) : null}
    </li>
  );
}

function Badge({ tone, children }: { tone: 'slate' | 'red'; children: string }) {
  const colours = tone === 'red' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-700';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${colours}`}>{children}</span>
  );
}

/** Edit the shared content it shows, duplicate, hide or show, remove. */
function BlockActions({
  index,
  type,
  label,
  hidden,
  onDuplicate,
  onRemove,
  onEditShared,
}: BlockCardProps & { label: string; hidden: boolean }) {
  const { setValue } = useFormContext();
  const name = blockName(index, label);
  const uses = blockDefinition(type)?.uses ?? [];
  return (
    <div className="flex flex-wrap gap-1">
      {uses.includes('pricing') ? (
        <button
          type="button"
          onClick={() => onEditShared('pricing')}
          aria-haspopup="dialog"
          className={buttonStyle('ghost', 'sm')}
        >
          {blockText.editPlans}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onDuplicate}
        aria-label={`Duplicate ${name}`}
        className={buttonStyle('ghost', 'sm')}
      >
        Duplicate
      </button>
      <button
        type="button"
        onClick={() => setValue(`blocks.${index}.hidden`, !hidden, { shouldDirty: true })}
        aria-label={`${hidden ? 'Show' : 'Hide'} ${name}`}
        className={buttonStyle('ghost', 'sm')}
      >
        {hidden ? 'Show' : 'Hide'}
      </button>
      <ConfirmDialog
        kind="block"
        itemName={name}
        label="Remove"
        wording={{ title: 'Remove block', question: blockText.removeQuestion, confirm: 'Remove' }}
        deleted={blockText.removed}
        failed="The block was not removed."
        onConfirm={async () => onRemove()}
      />
    </div>
  );
}
