import type { ClientResponse } from 'hono/client'
import { useLocale } from '../../i18n/use-locale'
import type { ApiCall } from '../../lib/api-client'
import { downloadCsv } from '../../lib/admin-session'

/** A button that fetches a CSV from the back office's API and saves it under `name` and the day. */
export function CsvDownloadButton({
  call,
  name,
  label,
  testId,
}: {
  call: ApiCall<ClientResponse<unknown, number, string>>
  name: string
  label: string
  testId?: string
}) {
  const locale = useLocale()
  return (
    <button
      type="button"
      className="btn btn--outline btn--small"
      onClick={() => downloadCsv(call, locale, name)}
      data-testid={testId}
    >
      {label}
    </button>
  )
}
