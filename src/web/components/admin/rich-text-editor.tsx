/**
 * The admin's rich-text editor (Tiptap + StarterKit): headings, bold, italic, underline, strike, lists, quotes,
 * links, rules, undo. It gives HTML; the server sanitises it before storing (src/server/content/sanitise.ts), so the
 * editor is a convenience, never the safety. Loaded lazily, in the browser only (rich-text-field.tsx).
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Smaller box (an FAQ answer). */
  compact?: boolean;
};

/** The editor's typography: close to the storefront's, so staff see roughly what shoppers will. */
const TYPOGRAPHY = [
  'text-sm leading-6 text-stone-800 [&>:first-child]:mt-0',
  '[&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_p]:mt-3',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_hr]:my-4 [&_hr]:border-stone-300 [&_code]:bg-stone-100',
].join(' ');

type Tool = { label: string; text: string; run: (e: Editor) => void; active?: (e: Editor) => boolean };

const TOOLS: Tool[] = [
  {
    label: 'Heading',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: 'Bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  {
    label: 'Italic',
    text: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Underline',
    text: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'Bulleted list',
    text: '• List',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    text: '1. List',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Quote',
    text: '“ ”',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    label: 'Link',
    text: 'Link',
    run: (e) => {
      const current = (e.getAttributes('link').href as string | undefined) ?? '';
      const href = window.prompt('Link address (https://…, /page, mailto: or tel:). Leave empty to remove.', current);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
    active: (e) => e.isActive('link'),
  },
  { label: 'Horizontal rule', text: '―', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { label: 'Undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  compact,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: `${TYPOGRAPHY} px-3 py-2 focus:outline-none ${compact ? 'min-h-24' : 'min-h-64'}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.active?.(e) ?? false) : TOOLS.map(() => false)),
  });

  // A value replaced from outside (a reset after saving) reaches the editor.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  return (
    <div className={`rounded border bg-white ${invalid ? 'border-red-500' : 'border-stone-300'}`}>
      <div
        role="toolbar"
        aria-label={`${label}: formatting`}
        className="flex flex-wrap gap-1 border-b border-stone-200 p-1"
      >
        {TOOLS.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.active ? Boolean(active?.[i]) : undefined}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
            className={`min-w-9 rounded px-2 py-1 text-sm ${active?.[i] ? 'bg-stone-800 text-white' : 'hover:bg-stone-100'}`}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
