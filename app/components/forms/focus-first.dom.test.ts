import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusFirstOf } from './use-form'

/** A form with three fields and a submit button, as the storefront's forms render them. */
function form() {
  document.body.innerHTML = `<form>
    <input name="subject"><input name="name"><textarea name="text"></textarea>
    <button type="submit">Send</button></form>`
  const get = (selector: string) => document.querySelector<HTMLElement>(selector)!
  return { subject: get('[name=subject]'), name: get('[name=name]'), button: get('button') }
}

describe('focusFirstOf after a refused submit', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  })
  afterEach(() => vi.unstubAllGlobals())
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0))

  it('moves the focus from the submit button to the first field in error, in the page’s order', () => {
    const { subject, button } = form()
    button.focus()
    focusFirstOf(['text', 'subject'])
    nextFrame()
    expect(document.activeElement).toBe(subject)
  })

  it('leaves the focus where the visitor moved it before the frame came', () => {
    const { name, button } = form()
    button.focus()
    focusFirstOf(['subject'])
    name.focus()
    nextFrame()
    expect(document.activeElement).toBe(name)
  })
})
