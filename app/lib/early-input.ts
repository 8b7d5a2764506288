/**
 * Taps and typing before hydration. The server's HTML shows every control at once, but the page's
 * script attaches their handlers only when it has hydrated, up to a second or more later on a slow
 * phone; Preact, which runs in the browser, does not replay events as React's client does, and its
 * hydration puts controlled fields back to their rendered values. So:
 *
 * - `EARLY_INPUT_CAPTURE`, an inline script at the top of <body>, runs before anything else. Until
 *   hydration it holds back taps on buttons and form submits (their default would be wrong or
 *   nothing at all) and queues them, and notes the last value of every field typed into or ticked.
 *   A held tap goes no further, even to a part hydrated already (parts hydrate in slices): it is
 *   answered once, by the replay, never twice (a heart toggled on, then off again).
 *   Links keep working as plain links.
 * - `replayEarlyInput`, run once the page has hydrated, hands all of it to the handlers in order:
 *   each noted field gets its value back with an input (or change) event, a box is clicked into the
 *   state the shopper left it in, then each queued tap is clicked and each form submitted, once, a
 *   frame apart so that one tap's update (a variant chosen) is in place before the next (add to cart).
 */
const QUEUE = '__earlyInput'

export const EARLY_INPUT_CAPTURE = `(function(){var d=document,q=window.${QUEUE}=[];
function early(){return d.documentElement.dataset.hydrated!=='true'}
d.addEventListener('click',function(e){if(!early())return;var t=e.target instanceof Element&&e.target.closest('button');
if(!t||t.disabled||t.closest('a'))return;e.preventDefault();e.stopPropagation();t.setAttribute('aria-busy','true');q.push({tap:t})},true);
d.addEventListener('submit',function(e){if(!early())return;e.preventDefault();e.stopPropagation();q.push({submit:e.target})},true);
function note(e){var t=e.target;if(early()&&t&&'value' in t)q.push({field:t,value:t.value,checked:t.checked})}
d.addEventListener('input',note,true);d.addEventListener('change',note,true)})()`

type Early =
  | { tap: HTMLElement }
  | { submit: HTMLFormElement }
  | { field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; checked: boolean }

declare global {
  interface Window {
    [QUEUE]?: Early[]
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
const isBox = (field: unknown): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** Each field's last noted state, in the order the fields were first touched. */
function lastStates(queue: Early[]) {
  const states = new Map<Extract<Early, { field: unknown }>['field'], { value: string; checked: boolean }>()
  for (const item of queue) if ('field' in item) states.set(item.field, { value: item.value, checked: item.checked })
  return states
}

function restore(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  state: { value: string; checked: boolean },
) {
  if (isBox(field)) {
    // A box ticked and unticked again changed nothing; otherwise one click moves it, through its handler.
    if (state.checked === field.defaultChecked) return
    field.checked = !state.checked
    field.click()
    return
  }
  field.value = state.value
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

let replayed = false

/** What the shopper typed, ticked and tapped before the page could answer, handed over exactly once per page load. */
export async function replayEarlyInput(): Promise<void> {
  if (replayed) return
  replayed = true
  const queue = window[QUEUE] ?? []
  window[QUEUE] = []
  for (const [field, state] of lastStates(queue)) if (field.isConnected) restore(field, state)
  for (const item of queue) {
    if ('field' in item) continue
    await nextFrame()
    if ('submit' in item) {
      if (item.submit.isConnected) item.submit.requestSubmit()
    } else if (item.tap.isConnected) {
      item.tap.removeAttribute('aria-busy')
      item.tap.click()
    }
  }
}
