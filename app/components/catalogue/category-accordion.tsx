import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronIcon } from '../ui/icons'
import { type CategoryGroup, groupCheckState, initiallyExpanded, toggleIds } from './category-groups'

/**
 * Spec §2/§4 category checkboxes: parents with an expandable list of subcategories. A parent's box
 * selects all of its subcategories; it shows as mixed when only some are chosen.
 */
export function CategoryAccordion({
  groups,
  selected,
  onChange,
}: {
  groups: CategoryGroup[]
  selected: number[]
  onChange: (ids: number[]) => void
}) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState<number[]>(() => initiallyExpanded(groups))
  const toggleOpen = (id: number) =>
    setExpanded((open) => (open.includes(id) ? open.filter((x) => x !== id) : [...open, id]))

  return (
    <ul className="accordion" data-testid="category-filter">
      {groups.map((group) => {
        const state = groupCheckState(group, selected)
        const open = expanded.includes(group.id)
        return (
          <li key={group.id} className="accordion__group">
            <div className="accordion__row">
              <label className="check">
                <input
                  type="checkbox"
                  checked={state === 'on'}
                  ref={(el) => {
                    if (el) el.indeterminate = state === 'mixed'
                  }}
                  onChange={() => onChange(toggleIds(selected, group.ids))}
                />
                <span className="check__label">{group.name}</span>
                <span className="check__count">{group.count}</span>
              </label>
              {group.children.length > 0 && (
                <button
                  type="button"
                  className="accordion__toggle"
                  aria-expanded={open}
                  aria-label={`${open ? t('catalogue.collapse') : t('catalogue.expand')}: ${group.name}`}
                  onClick={() => toggleOpen(group.id)}
                >
                  <ChevronIcon dir={open ? 'up' : 'down'} width={18} height={18} />
                </button>
              )}
            </div>
            {group.children.length > 0 && open && (
              <ul className="accordion__children">
                {group.children.map((child) => (
                  <li key={child.id}>
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={selected.includes(child.id)}
                        onChange={() => onChange(toggleIds(selected, [child.id]))}
                      />
                      <span className="check__label">{child.name}</span>
                      <span className="check__count">{child.count}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
