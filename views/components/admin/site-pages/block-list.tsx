import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import type { SharedContentKind } from '#src/schemas/shared';
import { BlockCard, blockName, blockToggleId } from './block-card';
import { typeLabelOf } from './field-schema';
import { newBlockId, type FormBlock, type PageFormValues } from './page-form';

export type BlockArray = UseFieldArrayReturn<PageFormValues, 'blocks', 'key'>;

const instructions = {
  draggable:
    'To move a block, press Space or Enter to pick it up, use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
};

/**
 * What a screen reader hears while a block moves, by position and type. The block is over its
 * own place as it is picked up: that says nothing new, and would cut "Picked up" short.
 */
function announcementsFor(
  fields: BlockArray['fields'],
  lastOver: { id: UniqueIdentifier | null },
): Announcements {
  const position = (id: UniqueIdentifier) => fields.findIndex((field) => field.key === id);
  const named = (id: UniqueIdentifier) => {
    const index = position(id);
    return blockName(index, typeLabelOf(fields[index]?.type ?? ''));
  };
  const of = `of ${fields.length}`;
  return {
    onDragStart: ({ active }) => {
      lastOver.id = active.id;
      return `Picked up ${named(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.id) return undefined;
      lastOver.id = over?.id ?? null;
      return over
        ? `${named(active.id)} is now at position ${position(over.id) + 1} ${of}.`
        : `${named(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${named(active.id)} was dropped at position ${position(over.id) + 1} ${of}.`
        : `${named(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${named(active.id)} stays at position ${position(active.id) + 1} ${of}.`,
  };
}

/** Focuses a block's name once React has drawn it (a new or duplicated block). */
export const focusBlockSoon = (blockId: string) =>
  requestAnimationFrame(() => {
    const toggle = document.getElementById(blockToggleId(blockId));
    toggle?.scrollIntoView({ block: 'nearest' });
    toggle?.focus();
  });

/**
 * The page's blocks in order: each dragged by its handle with a pointer, or moved with the
 * keyboard (Space, arrows, Space), with announcements for screen readers.
 */
export function BlockList({
  blocks,
  expanded,
  setExpanded,
  onEditShared,
}: {
  blocks: BlockArray;
  expanded: ReadonlySet<string>;
  setExpanded: (blockId: string, expanded: boolean) => void;
  onEditShared: (kind: SharedContentKind) => void;
}) {
  const { getValues } = useFormContext<PageFormValues>();
  const { fields, move, insert, remove } = blocks;
  // Where the block being moved was last announced; the same for every render.
  const [lastOver] = useState<{ id: UniqueIdentifier | null }>(() => ({ id: null }));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.key === active.id);
    const to = fields.findIndex((field) => field.key === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const duplicate = (index: number) => {
    const source = getValues(`blocks.${index}`);
    const taken = new Set(getValues('blocks').map((block) => block.id));
    const copy: FormBlock = { ...structuredClone(source), id: newBlockId(taken) };
    insert(index + 1, copy, { shouldFocus: false });
    setExpanded(copy.id, true);
    focusBlockSoon(copy.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(fields, lastOver),
        screenReaderInstructions: instructions,
      }}
    >
      <SortableContext
        items={fields.map((field) => field.key)}
        strategy={verticalListSortingStrategy}
      >
        <ol aria-label="Blocks" className="space-y-3">
          {fields.map((field, index) => (
            <BlockCard
              key={field.key}
              sortId={field.key}
              index={index}
              blockId={field.id}
              type={field.type}
              expanded={expanded.has(field.id)}
              onExpandedChange={(next) => setExpanded(field.id, next)}
              onDuplicate={() => duplicate(index)}
              onRemove={() => remove(index)}
              onEditShared={onEditShared}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
