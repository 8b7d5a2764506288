import { describe, expect, it } from 'vitest'
import { parseRichHtml, safeHtmlHref } from './rich-html'

describe('parseRichHtml', () => {
  it('turns plain text into paragraphs at blank lines, keeping line breaks', () => {
    expect(parseRichHtml('One.\nTwo.\n\nThree &amp; four')).toEqual([
      { tag: 'p', children: ['One.', { tag: 'br', children: [] }, 'Two.'] },
      { tag: 'p', children: ['Three & four'] },
    ])
  })

  it('keeps allowed tags and the text of unknown ones', () => {
    expect(parseRichHtml('<p class="x">A <strong>bold</strong> <span>move</span><br/></p>')).toEqual([
      { tag: 'p', children: ['A ', { tag: 'strong', children: ['bold'] }, ' ', 'move', { tag: 'br', children: [] }] },
    ])
  })

  it('drops scripts, styles and event handlers entirely', () => {
    const nodes = parseRichHtml(
      '<p onclick="x()">Hi</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>',
    )
    expect(nodes).toEqual([{ tag: 'p', children: ['Hi'] }])
  })

  it('keeps only safe link targets', () => {
    expect(parseRichHtml('<a href="https://rica.it">Rica</a><a href="javascript:alert(1)">x</a>')).toEqual([
      { tag: 'a', href: 'https://rica.it', children: ['Rica'] },
      { tag: 'a', children: ['x'] },
    ])
  })
})

describe('safeHtmlHref', () => {
  it.each([
    ['https://a.b', 'https://a.b'],
    ['/brands/rica', '/brands/rica'],
    ['mailto:x@y.z', 'mailto:x@y.z'],
    ['//evil.com', undefined],
    ['javascript:alert(1)', undefined],
    ['&#106;avascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
  ])('%s', (href, expected) => expect(safeHtmlHref(href)).toBe(expected))
})
