import type { Editor } from '@tiptap/react';
import type { FormEvent } from 'react';
import { Dialog } from '#views/components/ui/dialog';
import { buttonStyle, FieldMessage } from '../kit';
import { AddressInput, useAddressField } from './address-input';

/** The addresses the server keeps in post links (src/services/html.ts). */
const allowedAddress = /^(https?:\/\/\S+|mailto:\S+|tel:[\d+()\s.-]+|\/(?!\/)\S*)$/i;

export const linkMessages = {
  invalid: 'Enter an address starting with https://, mailto:, tel: or /',
} as const;

/** Adds, changes or removes the link at the selection; a link without selected text shows its address. */
export function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog title="Link" open={open} onOpenChange={onOpenChange}>
      {open ? <LinkForm editor={editor} close={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const { address, error, setError, input } = useAddressField('link-address', current);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form in React's tree: its submit must not reach that form.
    event.stopPropagation();
    const href = address.trim();
    if (!allowedAddress.test(href)) {
      setError(linkMessages.invalid);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  return (
    <form onSubmit={apply} noValidate className="space-y-4">
      <div>
        <label htmlFor="link-address" className="block text-sm font-medium text-slate-800">
          Link address
        </label>
        <AddressInput
          {...input}
          placeholder="https://"
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
        />
        <FieldMessage id="link-address" message={error} />
      </div>
      <div className="flex gap-3">
        <button type="submit" className={buttonStyle('primary')}>
          Apply link
        </button>
        {current ? (
          <button type="button" onClick={remove} className={buttonStyle('secondary')}>
            Remove link
          </button>
        ) : null}
      </div>
    </form>
  );
}
