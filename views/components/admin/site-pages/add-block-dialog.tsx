import { useState } from 'react';
import { blockCatalog } from '#src/schemas/blocks/catalog';
import { Dialog } from '#views/components/ui/dialog';
import { Button } from '../kit';

/**
 * "Add block": every type of the catalog with what it is for; the one chosen is added at the
 * end of the page, starting from its type's starter data.
 */
export function AddBlockDialog({ onAdd }: { onAdd: (type: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Add a block"
      description="Choose what the new block shows. It is added at the end of the page; move it where it belongs."
      trigger={<Button>Add block</Button>}
      wide
    >
      <ul aria-label="Block types" className="grid gap-3 sm:grid-cols-2">
        {blockCatalog.map((definition) => (
          <li key={definition.type}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onAdd(definition.type);
              }}
              className="h-full w-full rounded-lg border border-slate-200 p-4 text-left hover:border-brand-600 hover:bg-brand-50 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            >
              <span className="block font-semibold text-slate-900">{definition.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{definition.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
