import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlocks } from '../../contract/content'
import { contentImageUrl } from '../../domain/content-image-url'
import { SafeLink } from './safe-link'
import { HydrateLater } from '../../lib/hydrate-later'

interface ContentImage {
  url?: string
  alt?: string
  width?: number
  height?: number
}

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => (
      <SafeLink href={(value as { href?: unknown } | undefined)?.href}>{children}</SafeLink>
    ),
  },
  types: {
    image: ({ value }: { value: ContentImage }) =>
      value.url ? (
        <figure className="rich-text__figure">
          <img
            src={contentImageUrl(value.url, 1200)}
            alt={value.alt ?? ''}
            width={value.width}
            height={value.height}
            loading="lazy"
            decoding="async"
          />
        </figure>
      ) : null,
  },
}

/**
 * Rich text from Sanity (Portable Text): text is escaped by React, links go through SafeLink and
 * images through the content image helper (Sanity CDN or R2). Unknown block types render nothing.
 */
export function RichContent({ value, className }: { value: PortableTextBlocks; className?: string }) {
  // Text, with a few links: hydrated after the page's first pass.
  return (
    <HydrateLater>
      <div className={className ? `rich-text ${className}` : 'rich-text'}>
        <PortableText value={value as never} components={components} onMissingComponent={false} />
      </div>
    </HydrateLater>
  )
}
