/** What the chosen rows can be changed to at once, e.g. reviews hidden or shown. */
export interface BulkConfig<V extends string> {
  testId: string
  /** The checkbox's label and test id in each row. */
  chooseLabel: string
  chooseTestId: (id: number) => string
  chosenText: (count: number) => string
  actions: readonly { value: V; label: string }[]
  run: (ids: number[], value: V) => Promise<unknown>
  busy: boolean
}

/** The actions over the chosen rows, shown while any is chosen. */
export function BulkBar<V extends string>({
  bulk,
  chosen,
  onDone,
}: {
  bulk: BulkConfig<V>
  chosen: ReadonlySet<number>
  onDone: () => void
}) {
  if (chosen.size === 0) return null
  return (
    <div className="adm-inline adm-bulk" data-testid={bulk.testId}>
      <span>{bulk.chosenText(chosen.size)}</span>
      {bulk.actions.map((action) => (
        <button
          key={action.value}
          type="button"
          className="btn btn--outline btn--small"
          disabled={bulk.busy}
          onClick={() => void bulk.run([...chosen], action.value).then(onDone, () => undefined)}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}
