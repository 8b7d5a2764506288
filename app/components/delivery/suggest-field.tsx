import { type KeyboardEvent, useId, useState } from 'react'

export interface Suggestion {
  key: string
  text: string
  note?: string
}

/**
 * A text input with a list of suggestions under it (the WAI-ARIA combobox pattern): typing stays
 * free text; arrow keys move through the list, Enter or a tap picks, Escape closes it.
 */
export function SuggestField({
  label,
  value,
  error,
  hint,
  disabled,
  maxLength,
  name,
  suggestions,
  open,
  testId,
  onType,
  onPick,
  onFocus,
  onBlur,
}: {
  label: string
  value: string
  error?: string | null
  hint?: string | null
  disabled?: boolean
  maxLength?: number
  name: string
  suggestions: Suggestion[]
  open: boolean
  testId: string
  onType: (value: string) => void
  onPick: (key: string) => void
  onFocus?: () => void
  onBlur?: () => void
}) {
  const id = useId()
  const [active, setActive] = useState(-1)
  const [closed, setClosed] = useState(false)
  const shown = open && !closed && !disabled && suggestions.length > 0
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined

  const pick = (key: string) => {
    setActive(-1)
    setClosed(true)
    onPick(key)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + suggestions.length) % suggestions.length)
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault()
      pick(suggestions[active]!.key)
    } else if (e.key === 'Escape') {
      setClosed(true)
    }
  }

  return (
    <div className={['field', 'suggest', error ? 'field--error' : ''].join(' ').trim()} data-testid={testId}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="suggest__box">
        <input
          id={id}
          name={name}
          className="field__input"
          type="text"
          role="combobox"
          aria-expanded={shown}
          aria-controls={shown ? `${id}-list` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          onChange={(e) => {
            setClosed(false)
            setActive(-1)
            onType(e.target.value)
          }}
          onFocus={() => {
            setClosed(false)
            onFocus?.()
          }}
          onBlur={() => {
            setClosed(true)
            onBlur?.()
          }}
          onKeyDown={onKeyDown}
        />
        {shown && (
          <ul id={`${id}-list`} role="listbox" aria-label={label} className="suggest__list">
            {suggestions.map((s, i) => (
              <li
                key={s.key}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === active}
                className="suggest__option"
                // Picked before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault()
                  pick(s.key)
                }}
              >
                <span>{s.text}</span>
                {s.note && <small className="suggest__note">{s.note}</small>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        // The input's description, read with it, not an alert (one failed send, one announcement).
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}
