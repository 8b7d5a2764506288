import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListState } from './list-search'

/** A table's filter: a search box (or a plain text or date box), or a choice among `options` with "all" first. */
export interface FilterField {
  name: string
  label: string
  options?: readonly { value: string; label: string }[]
  /** What the box takes when it is not a search: a short code, or a day. */
  input?: 'text' | 'date'
  placeholder?: string
  testId?: string
}

/** The filters above a table; the search box keeps what is typed while the address catches up. */
export function ListFilters({ fields, list, extra }: { fields: FilterField[]; list: ListState; extra?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="adm-filters">
      {fields.map((field) =>
        field.options ? (
          <label key={field.name} className="adm-field">
            <span className="adm-field__label">{field.label}</span>
            <select
              value={list.filter(field.name)}
              onChange={(e) => list.setFilter(field.name, e.target.value)}
              data-testid={field.testId}
            >
              <option value="">{t('admin.common.all')}</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <SearchBox key={field.name} field={field} list={list} />
        ),
      )}
      {extra}
    </div>
  )
}

function SearchBox({ field, list }: { field: FilterField; list: ListState }) {
  const [text, setText] = useState(() => list.filter(field.name))
  return (
    <label className={field.input ? 'adm-field' : 'adm-field adm-field--grow'}>
      <span className="adm-field__label">{field.label}</span>
      <input
        type={field.input ?? 'search'}
        value={text}
        placeholder={field.placeholder}
        onChange={(e) => {
          setText(e.target.value)
          list.setFilter(field.name, e.target.value)
        }}
        data-testid={field.testId}
      />
    </label>
  )
}
