import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { LinkDialog } from './link-dialog';
import { MediaPicker } from './media-picker';

const buttonClass =
  'min-w-9 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-800 aria-pressed:text-white disabled:opacity-40';

function ToolButton({
  label,
  onClick,
  pressed,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // A mouse click keeps the focus (and the selection) in the text; the keyboard still tabs here.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={buttonClass}
    >
      {children}
    </button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-200" />;

/** Which formats apply at the cursor, and whether there is anything to undo or redo. */
function useFormatState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      code: current.isActive('code'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

interface ButtonGroupProps {
  state: ReturnType<typeof useFormatState>;
  /** A command chain that returns the focus to the text. */
  chain: () => ReturnType<Editor['chain']>;
}

function HeadingButtons({ state, chain }: ButtonGroupProps) {
  return (
    <>
      <ToolButton
        label="H2 heading"
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label="H3 heading"
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
    </>
  );
}

function InlineButtons({ state, chain, onLink }: ButtonGroupProps & { onLink: () => void }) {
  return (
    <>
      <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton
        label="Italic"
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <em>I</em>
      </ToolButton>
      <ToolButton
        label="Inline code"
        pressed={state.code}
        onClick={() => chain().toggleCode().run()}
      >
        {'<>'}
      </ToolButton>
      <ToolButton label="Link" pressed={state.link} onClick={onLink}>
        Link
      </ToolButton>
    </>
  );
}

function BlockButtons({ state, chain, onImage }: ButtonGroupProps & { onImage: () => void }) {
  return (
    <>
      <ToolButton
        label="Bulleted list"
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        Bulleted list
      </ToolButton>
      <ToolButton
        label="Numbered list"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        Numbered list
      </ToolButton>
      <ToolButton
        label="Quote"
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        Quote
      </ToolButton>
      <ToolButton
        label="Code block"
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        Code
      </ToolButton>
      <ToolButton label="Image" onClick={onImage}>
        Image
      </ToolButton>
    </>
  );
}

function HistoryButtons({ state, chain }: ButtonGroupProps) {
  return (
    <>
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        Undo
      </ToolButton>
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        Redo
      </ToolButton>
    </>
  );
}

/**
 * Formatting buttons; each shows whether its format applies at the cursor. Every name contains
 * what is written on the button, so speech input can say what it sees.
 */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const [choosingImage, setChoosingImage] = useState(false);
  const state = useFormatState(editor);
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1.5"
    >
      <HeadingButtons state={state} chain={chain} />
      <Separator />
      <InlineButtons state={state} chain={chain} onLink={() => setLinking(true)} />
      <Separator />
      <BlockButtons state={state} chain={chain} onImage={() => setChoosingImage(true)} />
      <Separator />
      <HistoryButtons state={state} chain={chain} />
      <LinkDialog editor={editor} open={linking} onOpenChange={setLinking} />
      <MediaPicker
        title="Insert an image"
        open={choosingImage}
        onOpenChange={setChoosingImage}
        onChoose={({ url, alt }) => chain().setImage({ src: url, alt }).run()}
      />
    </div>
  );
}
