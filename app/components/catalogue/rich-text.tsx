import { createElement, type ReactNode } from 'react'
import { parseRichHtml, type RichNode } from './rich-html'

function render(nodes: RichNode[], prefix = ''): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node
    const key = `${prefix}${i}`
    if (node.tag === 'br') return <br key={key} />
    if (node.tag === 'a') {
      const external = node.href !== undefined && /^https?:/i.test(node.href)
      return (
        <a key={key} href={node.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
          {render(node.children, `${key}-`)}
        </a>
      )
    }
    return createElement(node.tag, { key }, ...render(node.children, `${key}-`))
  })
}

/** Rich HTML from the catalogue (brand descriptions), rendered through an allowlist (rich-html.ts). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{render(parseRichHtml(html))}</div>
}
