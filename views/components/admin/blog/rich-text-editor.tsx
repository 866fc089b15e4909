import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';

/** The editing surface reads like the published post, with room to write. */
const surfaceClass = [
  'min-h-80 px-4 py-3 text-slate-800 focus:outline-none',
  '[&>*+*]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_a]:text-brand-800 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_img]:max-w-full [&_img]:rounded-lg [&_.ProseMirror-selectednode]:outline [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-600',
].join(' ');

/**
 * The document as stored: '' when empty, and without the empty paragraph the editor keeps at
 * the end so there is always a line to click below an image or a list.
 */
const htmlOf = (editor: Editor) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');

interface RichTextEditorProps {
  id: string;
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Tiptap with the elements the server keeps (SPEC post HTML): headings, emphasis, lists, links,
 * quotes, code and images. It reports clean HTML, or '' when empty. Loaded only by the editor.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  value,
  onChange,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const reportChange = useRef(onChange);
  useEffect(() => {
    reportChange.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: surfaceClass,
      },
    },
    onUpdate: ({ editor: current }) => reportChange.current(htmlOf(current)),
  });

  // The message under the field, announced with it while there is one.
  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    if (describedBy) element.setAttribute('aria-describedby', describedBy);
    else element.removeAttribute('aria-describedby');
    if (invalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  // A value set from outside (a restored draft) replaces the document.
  useEffect(() => {
    if (!editor) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={`mt-1 rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-100 ${
        invalid ? 'border-red-600' : 'border-slate-300'
      }`}
    >
      {editor ? <RichTextToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
