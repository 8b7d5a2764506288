import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { memo, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { safeHref } from '../../domain/safe-href'
import type { ApiError } from '../../lib/api-client'
import { errorTexts, useCodeText } from './form-field'

/**
 * What the editor makes is what the storefront's reader keeps (app/components/catalogue/rich-html.ts):
 * paragraphs and line breaks, bold, italics, underline, headings 2–4, bulleted and numbered lists,
 * quotes and safe links. Code, strike-through, rules and first-level headings are left out, since the
 * storefront would drop them.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => safeHref(url) !== undefined,
      HTMLAttributes: { rel: null, target: null },
    },
  }),
]

// `&` stays: the editor's HTML parser decodes entities as the storefront's reader does (`&nbsp;`, `&laquo;`).
const escape = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A description saved before the editor (plain text, paragraphs at blank lines) as the storefront reads it. */
export function editorHtml(value: string): string {
  if (/<[a-z/!]/i.test(value)) return value
  return value
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escape).join('<br>')}</p>`)
    .join('')
}

/** The editable text, rendered again only for another editor: a render while typing could race the browser's input. */
const EditorSurface = memo(function EditorSurface({ editor }: { editor: Editor | null }) {
  return <EditorContent editor={editor} />
})

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote' | 'link'

/** A description block (description, purpose, use, ingredients) edited as formatted text. */
export function ProductRichText({
  name,
  label,
  value,
  onChange,
}: {
  name: string
  label: string
  value: string
  onChange: (html: string) => void
}) {
  // Every value this editor sent up: the form's renders arrive after further keys, so a value that is
  // not the newest may still be the editor's own, and setting it back would drop what was typed since.
  const emitted = useRef(new Set([value]))
  const editor = useEditor({
    extensions,
    content: editorHtml(value),
    // The back office renders on the server too: the editor starts in the browser only.
    immediatelyRender: false,
    editorProps: {
      attributes: { class: 'adm-rich__text', 'aria-label': label, 'aria-multiline': 'true', 'data-name': name },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML()
      if (emitted.current.size > 200) emitted.current = new Set([...emitted.current].slice(-50))
      emitted.current.add(html)
      onChange(html)
    },
  })
  // A value set from outside (the saved product, a reset form) replaces the text; its own edits do not.
  useEffect(() => {
    if (!editor || emitted.current.has(value)) return
    emitted.current = new Set([value])
    editor.commands.setContent(editorHtml(value), { emitUpdate: false })
  }, [editor, value])
  return (
    <div className="adm-rich" data-testid={`rich-${name}`}>
      <RichTextToolbar editor={editor} label={label} />
      <EditorSurface editor={editor} />
    </div>
  )
}

/** The formatting buttons, each pressed while the cursor's text has it; the link asks for its address. */
function RichTextToolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const { t } = useTranslation()
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
    }),
  })

  function setLink() {
    if (!editor) return
    const current = editor.getAttributes('link').href as string | undefined
    const typed = window.prompt(t('admin.rich.link_prompt'), current ?? 'https://')
    if (typed === null) return
    if (typed.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else if (safeHref(typed)) editor.chain().focus().extendMarkRange('link').setLink({ href: typed.trim() }).run()
    else window.alert(t('admin.rich.link_unsafe'))
  }

  const button = (key: Mark | 'heading', run: () => void, text: string) => (
    <button
      type="button"
      className={`adm-rich__button${active?.[key] ? ' adm-rich__button--on' : ''}`}
      aria-pressed={active?.[key] ?? false}
      title={t(`admin.rich.${key}`)}
      aria-label={t(`admin.rich.${key}`)}
      disabled={!editor}
      onClick={run}
    >
      {text}
    </button>
  )
  const chain = () => editor!.chain().focus()
  return (
    <div className="adm-rich__bar" role="toolbar" aria-label={label}>
      {button('bold', () => chain().toggleBold().run(), 'B')}
      {button('italic', () => chain().toggleItalic().run(), 'I')}
      {button('underline', () => chain().toggleUnderline().run(), 'U')}
      {button('heading', () => chain().toggleHeading({ level: 2 }).run(), 'H')}
      {button('bulletList', () => chain().toggleBulletList().run(), '•')}
      {button('orderedList', () => chain().toggleOrderedList().run(), '1.')}
      {button('blockquote', () => chain().toggleBlockquote().run(), '“”')}
      {button('link', setLink, '↗')}
    </div>
  )
}

/**
 * A description block as a form field: its name, the editor, then the browser's and the server's
 * messages. A <div>, not a <label>: a label would pass a click on its text to the first toolbar button.
 */
export function ProductRichTextField({
  name,
  label,
  value,
  onChange,
  errors,
  server,
  hint,
}: {
  name: string
  label: string
  value: string
  onChange: (html: string) => void
  errors: readonly unknown[]
  server?: ApiError | null
  hint?: string
}) {
  const text = useCodeText()
  const messages = [...errorTexts(errors, text), ...(server?.fields?.[name] ?? [])]
  return (
    <div className={`adm-field${messages.length ? ' adm-field--error' : ''}`}>
      <span className="adm-field__label">{label}</span>
      <ProductRichText name={name} label={label} value={value} onChange={onChange} />
      {hint && <span className="muted">{hint}</span>}
      {messages.length > 0 && (
        <span className="adm-field__error" role="alert">
          {messages.join(' ')}
        </span>
      )}
    </div>
  )
}
