import { useEditorState, type Editor } from '@tiptap/react';
import { Fragment, useState, type ReactNode } from 'react';
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

type Chain = ReturnType<Editor['chain']>;

/** One toolbar button: a command on the text, or a dialog to open. */
type Tool = {
  label: string;
  /** What the button shows, when not its label. */
  face?: ReactNode;
  /** The format it toggles, as `editor.isActive` names it; shown as pressed where it applies. */
  format?: [name: string, attributes?: Record<string, unknown>];
} & (
  | {
      run: (chain: Chain) => Chain;
      /** Greyed out while the command cannot run (undo, redo). */
      disabledWhenUnable?: true;
    }
  | { opens: 'link' | 'image' }
);

/** The toolbar's groups, left to right. */
const toolGroups: readonly (readonly Tool[])[] = [
  [
    {
      label: 'H2 heading',
      face: 'H2',
      format: ['heading', { level: 2 }],
      run: (c) => c.toggleHeading({ level: 2 }),
    },
    {
      label: 'H3 heading',
      face: 'H3',
      format: ['heading', { level: 3 }],
      run: (c) => c.toggleHeading({ level: 3 }),
    },
  ],
  [
    { label: 'Bold', face: <strong>B</strong>, format: ['bold'], run: (c) => c.toggleBold() },
    { label: 'Italic', face: <em>I</em>, format: ['italic'], run: (c) => c.toggleItalic() },
    { label: 'Inline code', face: '<>', format: ['code'], run: (c) => c.toggleCode() },
    { label: 'Link', format: ['link'], opens: 'link' },
  ],
  [
    { label: 'Bulleted list', format: ['bulletList'], run: (c) => c.toggleBulletList() },
    { label: 'Numbered list', format: ['orderedList'], run: (c) => c.toggleOrderedList() },
    { label: 'Quote', format: ['blockquote'], run: (c) => c.toggleBlockquote() },
    { label: 'Code block', face: 'Code', format: ['codeBlock'], run: (c) => c.toggleCodeBlock() },
    { label: 'Image', opens: 'image' },
  ],
  [
    { label: 'Undo', run: (c) => c.undo(), disabledWhenUnable: true },
    { label: 'Redo', run: (c) => c.redo(), disabledWhenUnable: true },
  ],
];

/** By tool label: whether its format applies at the cursor, and whether it is greyed out. */
function useToolStates(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        toolGroups.flat().map((tool) => [
          tool.label,
          {
            pressed: tool.format ? current.isActive(...tool.format) : undefined,
            disabled:
              'disabledWhenUnable' in tool ? !tool.run(current.can().chain()).run() : undefined,
          },
        ]),
      ),
  });
}

/**
 * Formatting buttons; each shows whether its format applies at the cursor. Every name contains
 * what is written on the button, so speech input can say what it sees.
 */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const [linking, setLinking] = useState(false);
  const [choosingImage, setChoosingImage] = useState(false);
  const states = useToolStates(editor);
  const open = { link: () => setLinking(true), image: () => setChoosingImage(true) };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1.5"
    >
      {toolGroups.map((tools, group) => (
        <Fragment key={tools[0]!.label}>
          {group > 0 ? <Separator /> : null}
          {tools.map((tool) => (
            <ToolButton
              key={tool.label}
              label={tool.label}
              {...states[tool.label]}
              onClick={'opens' in tool ? open[tool.opens] : () => tool.run(chain()).run()}
            >
              {tool.face ?? tool.label}
            </ToolButton>
          ))}
        </Fragment>
      ))}
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
