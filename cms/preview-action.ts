import type { DocumentActionComponent, DocumentActionProps } from 'sanity'

/**
 * "Переглянути на сайті": opens the document's draft on the storefront's preview route
 * (/preview/{page|blog}/{slug}, worker/preview-key.ts). The Studio carries no key: its bundle is
 * public, so anyone could read one from it. The site asks the marketer for the preview key (made by
 * `npm run preview:token`, handed out like a password) the first time, and remembers it until it
 * expires (docs/operations.md, Editing content).
 */
const PREVIEW_URL = process.env.SANITY_STUDIO_PREVIEW_URL ?? ''

const PATHS: Record<string, string> = { page: 'page', blogPost: 'blog' }

export const PREVIEW_TYPES = new Set(Object.keys(PATHS))

function previewHref(type: string, slug: string): string {
  const base = PREVIEW_URL.replace(/\/+$/, '')
  return `${base}/preview/${PATHS[type]}/${encodeURIComponent(slug)}`
}

export const PreviewAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const doc = props.draft ?? props.published
  const slug = (doc?.slug as { current?: string } | undefined)?.current
  const configured = PREVIEW_URL !== ''
  return {
    label: 'Переглянути на сайті',
    title: !configured
      ? 'Перегляд не налаштовано: потрібна SANITY_STUDIO_PREVIEW_URL'
      : !slug
        ? 'Спершу заповніть адресу (slug)'
        : 'Відкриває чернетку на сайті в новій вкладці (вперше сайт попросить ключ для перегляду); відвідувачі її не бачать, доки ви не опублікуєте',
    disabled: !configured || !slug,
    onHandle: () => {
      if (slug) window.open(previewHref(props.type, slug), '_blank', 'noopener')
      props.onComplete()
    },
  }
}
