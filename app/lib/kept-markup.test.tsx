import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { identityOf, innerHtmlOf, KeptMarkup, renderKeepingMarkup } from './kept-markup'

function Page({ keepKey, text }: { keepKey: string | null; text: string }) {
  return (
    <div>
      <KeptMarkup tag="footer" className="footer" keepKey={keepKey}>
        <footer className="footer">
          <a href="/x">{text}</a> {text}
        </footer>
      </KeptMarkup>
      <main>{text}</main>
    </div>
  )
}

const render = (keepKey: string | null, text: string) =>
  renderKeepingMarkup(() => renderToString(<Page keepKey={keepKey} text={text} />))

describe('kept markup', () => {
  it('writes the part kept for its key, byte for byte what a full render wrote', () => {
    const first = render('footer|a', 'one')
    expect(first).toBe(renderToString(<Page keepKey={null} text="one" />))
    // The same key: the footer is the kept one although its input changed; the rest renders afresh.
    expect(render('footer|a', 'two')).toBe(
      '<div><footer class="footer"><a href="/x">one</a> <!-- -->one</footer><main>two</main></div>',
    )
    // A new key renders the part in full again.
    expect(render('footer|b', 'two')).toBe(renderToString(<Page keepKey={null} text="two" />))
  })

  it('keeps nothing without a key, nor outside a keeping render', () => {
    render(null, 'three')
    expect(render(null, 'four')).toContain('four</footer>')
    renderToString(<Page keepKey="footer|c" text="five" />)
    expect(render('footer|c', 'six')).toContain('six</footer>')
  })

  it('keeps no part that carries a nonce (the request’s own)', () => {
    const withNonce = (text: string) =>
      renderKeepingMarkup(() =>
        renderToString(
          <KeptMarkup tag="footer" className="footer" keepKey="footer|nonce">
            <footer className="footer">
              <script nonce={text} />
            </footer>
          </KeptMarkup>,
        ),
      )
    expect(withNonce('first')).toContain('nonce="first"')
    expect(withNonce('second')).toContain('nonce="second"')
  })

  it('cuts out exactly one element, skipping nested ones of its tag', () => {
    const open = '<footer class="footer">'
    expect(innerHtmlOf(`<p>${open}a<footer>b</footer>c</footer><i></i>`, 'footer', open)).toBe('a<footer>b</footer>c')
    expect(innerHtmlOf(`${open}a</footer>${open}b</footer>`, 'footer', open)).toBeNull()
    expect(innerHtmlOf('<footer>a</footer>', 'footer', open)).toBeNull()
    expect(innerHtmlOf(`${open}never closed`, 'footer', open)).toBeNull()
  })

  it('names an object by its identity', () => {
    const a = {}
    expect(identityOf(a)).toBe(identityOf(a))
    expect(identityOf({})).not.toBe(identityOf(a))
  })
})
