import { createHash } from 'node:crypto'
import { image } from './assets'

/**
 * Authoring helper for the local dataset: turns a small Markdown subset into Portable Text blocks
 * shaped exactly as the Studio stores them. Blank lines separate blocks; `## ` and `### ` are
 * headings, `> ` a quote, `- ` and `1. ` list items, `![alt](cms/key.webp)` an image of the local R2;
 * inline `**strong**`, `*em*` and `[text](href)`.
 */

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface Block {
  _type: 'block'
  _key: string
  style: 'normal' | 'h2' | 'h3' | 'blockquote'
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: Array<{ _type: 'link'; _key: string; href: string }>
  children: Span[]
}

const key = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 12)

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g

function inline(text: string, seed: string): Pick<Block, 'markDefs' | 'children'> {
  const markDefs: Block['markDefs'] = []
  const children: Span[] = []
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: key(`${seed}:s${children.length}`), text: value, marks })
  }
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), [])
    const [, strong, em, label, href] = match
    if (strong !== undefined) push(strong, ['strong'])
    else if (em !== undefined) push(em, ['em'])
    else if (label !== undefined && href !== undefined) {
      const markKey = key(`${seed}:m${markDefs.length}`)
      markDefs.push({ _type: 'link', _key: markKey, href })
      push(label, [markKey])
    }
    last = match.index + match[0].length
  }
  push(text.slice(last), [])
  return { markDefs, children }
}

export interface ImageBlock {
  _type: 'image'
  _key: string
  alt: string
  asset: { _type: string; _ref: string }
}

export function richText(seed: string, source: string): Array<Block | ImageBlock> {
  const lines = source
    .trim()
    .split(/\n\s*\n|\n(?=\s*(?:- |\d+\. ))/)
    .map((line) => line.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
  return lines.map((line, index) => {
    const blockSeed = `${seed}:${index}`
    const picture = /^!\[(.*)\]\((\S+)\)$/.exec(line)
    if (picture) return { ...image(picture[2]!), _type: 'image' as const, _key: key(blockSeed), alt: picture[1]! }
    const heading = /^(#{2,3}) (.*)$/.exec(line)
    const quote = /^> (.*)$/.exec(line)
    const bullet = /^- (.*)$/.exec(line)
    const numbered = /^\d+\. (.*)$/.exec(line)
    const text = heading?.[2] ?? quote?.[1] ?? bullet?.[1] ?? numbered?.[1] ?? line
    const style: Block['style'] = heading ? (heading[1] === '##' ? 'h2' : 'h3') : quote ? 'blockquote' : 'normal'
    const list = bullet ? { listItem: 'bullet' as const, level: 1 } : numbered ? { listItem: 'number' as const, level: 1 } : {}
    return { _type: 'block', _key: key(blockSeed), style, ...list, ...inline(text, blockSeed) }
  })
}
