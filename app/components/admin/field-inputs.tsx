import type { InputHTMLAttributes } from 'react'

type NumberProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: number | undefined
  onNumber: (value: number) => void
}

/**
 * A number field of a form whose schema answers an empty field: emptied, it holds NaN (shown as an
 * empty box) rather than 0, so the schema's "required" is what the staff member reads.
 */
export function NumberInput({ value, onNumber, ...input }: NumberProps) {
  return (
    <input
      type="number"
      {...input}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(e) => onNumber(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
    />
  )
}

/**
 * A choice of one of a list's ids (a brand, a category). With `choose`, an empty first choice that
 * holds NaN until one is picked, so the schema's "choose one" shows.
 */
export function ChoiceSelect({
  name,
  value,
  onChoose,
  options,
  choose,
}: {
  name: string
  value: number | undefined
  onChoose: (id: number) => void
  options: readonly { id: number; label: string }[]
  choose?: string
}) {
  return (
    <select
      name={name}
      value={value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(e) => onChoose(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    >
      {choose !== undefined && <option value="">{choose}</option>}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
