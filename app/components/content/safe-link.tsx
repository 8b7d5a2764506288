import type { ReactNode } from 'react'
import { isExternalHref, safeHref } from '../../domain/safe-href'

/**
 * A link from content: rendered only when its href passes the one safe-link rule (http(s), mailto,
 * tel, a site path); otherwise its text is shown as plain text, never as a link.
 */
export function SafeLink({ href, children }: { href: unknown; children: ReactNode }) {
  const safe = safeHref(typeof href === 'string' ? href : undefined)
  if (!safe) return <span className="rich-text__unsafe-link">{children}</span>
  return (
    <a href={safe} {...(isExternalHref(safe) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
