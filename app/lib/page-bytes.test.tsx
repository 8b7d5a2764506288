import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { inlineStylesheet, pageBytes, renderWithStylesheet } from './page-bytes'

const CSS = '.a{content:"→ ’"}\n.b>i{color:red}'
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

function Page({ css, text }: { css: string; text: string }) {
  return (
    <html>
      <head>
        <title>{text}</title>
        <style dangerouslySetInnerHTML={{ __html: inlineStylesheet(css) }} />
      </head>
      <body>{text}</body>
    </html>
  )
}

describe('page bytes', () => {
  it('are the UTF-8 of the page a plain render writes, the stylesheet spliced in', () => {
    const text = 'Олія для обличчя'
    const { html, css } = renderWithStylesheet(() => renderToString(<Page css={CSS} text={text} />))
    expect(css).toBe(CSS)
    expect(html).not.toContain(CSS)
    const plain = renderToString(<Page css={CSS} text={text} />)
    expect(plain).toContain(CSS)
    expect(decode(pageBytes(html, css))).toBe(plain)
    // The stylesheet's bytes are kept: the next page with it is the same again.
    const next = renderWithStylesheet(() => renderToString(<Page css={CSS} text="інша" />))
    expect(decode(pageBytes(next.html, next.css))).toBe(renderToString(<Page css={CSS} text="інша" />))
  })

  it('mark the first stylesheet only, and nothing outside a render', () => {
    expect(inlineStylesheet(CSS)).toBe(CSS)
    const { html, css } = renderWithStylesheet(
      () => renderToString(<Page css={CSS} text="x" />) + inlineStylesheet('.c{}'),
    )
    expect(css).toBe(CSS)
    expect(html.endsWith('.c{}')).toBe(true)
  })

  it('leave a page whose text names a mark as it is', () => {
    const { html: marked } = renderWithStylesheet(() => renderToString(<Page css={CSS} text="x" />))
    const mark = marked.slice(marked.indexOf('<style>') + '<style>'.length, marked.indexOf('</style>'))
    // A text holding a mark of another isolate, or a guessed one, is written as it is.
    const guessed = mark.replace(/[0-9a-f]{8}-/, '00000000-')
    const { html, css } = renderWithStylesheet(() => renderToString(<Page css={CSS} text={guessed} />))
    expect(decode(pageBytes(html, css))).toBe(renderToString(<Page css={CSS} text={guessed} />))
    expect(decode(pageBytes('<p>no style</p>', null))).toBe('<p>no style</p>')
  })
})
