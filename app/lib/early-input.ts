/**
 * Taps and typing before hydration. The server's HTML shows every control at once, but the page's
 * script attaches their handlers only when it has hydrated, up to a second or more later on a slow
 * phone; Preact, which runs in the browser, does not replay events as React's client does. So:
 *
 * - `EARLY_INPUT_CAPTURE`, an inline script at the top of <body>, runs before anything else. Until
 *   hydration it holds back taps on buttons and form submits (their default would be wrong or
 *   nothing at all) and queues them; links keep working as plain links, and typing and ticking
 *   happen natively in the DOM.
 * - `replayEarlyInput`, run once the page has hydrated, hands what the shopper did to the handlers:
 *   a field whose value differs from the server's gets an input (or change) event, a box ticked or
 *   unticked is set back and clicked, then each queued tap is clicked and each form submitted, once.
 */
const QUEUE = '__earlyInput'

export const EARLY_INPUT_CAPTURE = `(function(){var d=document,q=window.${QUEUE}=[];
function early(){return d.documentElement.dataset.hydrated!=='true'}
d.addEventListener('click',function(e){if(!early())return;var t=e.target instanceof Element&&e.target.closest('button');
if(!t||t.disabled||t.closest('a'))return;e.preventDefault();t.setAttribute('aria-busy','true');q.push(t)},true);
d.addEventListener('submit',function(e){if(!early())return;e.preventDefault();q.push(e.target)},true)})()`

type Queued = HTMLButtonElement | HTMLFormElement

declare global {
  interface Window {
    [QUEUE]?: Queued[]
  }
}

const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=submit]):not([type=button]), textarea'

let replayed = false

/** What the shopper typed, ticked and tapped before the page could answer, handed over exactly once per page load. */
export function replayEarlyInput(root: ParentNode = document) {
  // Later, a field's value differs from the server's because the shopper used the live page.
  if (replayed) return
  replayed = true
  const queued = window[QUEUE] ?? []
  window[QUEUE] = []
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  for (const select of root.querySelectorAll('select')) {
    if ([...select.options].some((o) => o.selected !== o.defaultSelected)) select.dispatchEvent(new Event('change', { bubbles: true }))
  }
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
    if (box.checked === box.defaultChecked) continue
    box.checked = box.defaultChecked
    box.click()
  }
  for (const target of queued) {
    if (!target.isConnected) continue
    if (target instanceof HTMLFormElement) target.requestSubmit()
    else {
      target.removeAttribute('aria-busy')
      target.click()
    }
  }
}
