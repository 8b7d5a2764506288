import type { KeyboardEvent } from 'react'

/**
 * The tab list's keys (WAI-ARIA tabs): the arrows choose the next or previous tab and Home and End the
 * first and last, and the focus goes with the choice, so a screen reader reads the tab that is now
 * shown. `keys` are the tabs in the list's order.
 */
export function onTabKey<K extends string>(
  event: KeyboardEvent<HTMLElement>,
  keys: readonly K[],
  current: K,
  choose: (key: K) => void,
) {
  const at = keys.indexOf(current)
  const next =
    event.key === 'ArrowRight'
      ? (at + 1) % keys.length
      : event.key === 'ArrowLeft'
        ? (at - 1 + keys.length) % keys.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? keys.length - 1
            : null
  if (next === null) return
  event.preventDefault()
  choose(keys[next]!)
  const tabs = event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]')
  tabs?.[next]?.focus()
}
