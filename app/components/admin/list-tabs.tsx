import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ListSearch } from '../../contract/admin-lists'

/** The tab the address names (`?tab=`, as a dashboard tile links it), the first one when it names none. */
export function useTab<T extends string>(tabs: readonly [T, ...T[]]): T {
  const { tab } = useSearch({ strict: false }) as ListSearch
  return tabs.find((t) => t === tab) ?? tabs[0]
}

/** Tabs over a page's lists; another tab opens with its own default filters. */
export function ListTabs<T extends string>({
  tabs,
  current,
  label,
}: {
  tabs: readonly [T, ...T[]]
  current: T
  label: (tab: T) => string
}) {
  const navigate = useNavigate()
  return (
    <div className="adm-tabs" role="tablist">
      {tabs.map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={current === k}
          className={`adm-tab${current === k ? ' adm-tab--on' : ''}`}
          onClick={() => void navigate({ to: '.', search: (k === tabs[0] ? {} : { tab: k }) as never, replace: true })}
        >
          {label(k)}
        </button>
      ))}
    </div>
  )
}
