import type { DocumentActionComponent, DocumentActionProps } from 'sanity'

/**
 * "Переглянути на сайті": opens the document's draft on the storefront's preview route
 * (/preview/{page|blog}/{slug}?token=…, worker/services/content-preview.ts). The token is a signed,
 * expiring one made by `npm run preview:token` (docs/operations.md, Editing content), never the
 * secret itself: the Studio's bundle is public.
 */
const PREVIEW_URL = process.env.SANITY_STUDIO_PREVIEW_URL ?? ''
const PREVIEW_TOKEN = process.env.SANITY_STUDIO_PREVIEW_TOKEN ?? ''

const PATHS: Record<string, string> = { page: 'page', blogPost: 'blog' }

export const PREVIEW_TYPES = new Set(Object.keys(PATHS))

function previewHref(type: string, slug: string): string {
  const base = PREVIEW_URL.replace(/\/+$/, '')
  return `${base}/preview/${PATHS[type]}/${encodeURIComponent(slug)}?token=${encodeURIComponent(PREVIEW_TOKEN)}`
}

export const PreviewAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const doc = props.draft ?? props.published
  const slug = (doc?.slug as { current?: string } | undefined)?.current
  const configured = PREVIEW_URL !== '' && PREVIEW_TOKEN !== ''
  return {
    label: 'Переглянути на сайті',
    title: !configured
      ? 'Перегляд не налаштовано: потрібні SANITY_STUDIO_PREVIEW_URL і SANITY_STUDIO_PREVIEW_TOKEN'
      : !slug
        ? 'Спершу заповніть адресу (slug)'
        : 'Відкриває чернетку на сайті в новій вкладці; відвідувачі її не бачать, доки ви не опублікуєте',
    disabled: !configured || !slug,
    onHandle: () => {
      if (slug) window.open(previewHref(props.type, slug), '_blank', 'noopener')
      props.onComplete()
    },
  }
}
