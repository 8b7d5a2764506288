import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminLogin } from '../components/admin/admin-login'
import { AdminShell } from '../components/admin/admin-shell'
import { useLocale } from '../i18n/use-locale'
import type { AdminViewer } from '../contract/admin-staff'
import { adminFetch, storedAccessToken } from '../lib/admin-session'
import { adminQueryClient } from '../lib/admin-queries/query'
import { ApiError } from '../lib/api-client'
import { logout as endSession } from '../lib/auth/session'
import adminCss from '../styles/admin.css?url'

type Access =
  { state: 'checking' } | { state: 'signed-out'; forbidden?: boolean } | { state: 'in'; viewer: AdminViewer }

/**
 * /admin: the back office. The token lives in the browser, so the page asks the server who is
 * signed in (GET /admin/me) once it runs; everything the back office shows comes from /api/v1/admin,
 * which checks the role of every call. Customers see the sign-in form with a "staff only" note.
 */
export const Route = createFileRoute('/admin')({
  // The back office's texts are a chunk of their own, loaded with these routes only.
  staticData: { texts: ['admin'] },
  head: () => ({
    meta: [{ title: 'Beauty Pro — back office' }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: adminCss }],
  }),
  component: AdminLayout,
})

function AdminLayout() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [access, setAccess] = useState<Access>({ state: 'checking' })
  const [queries] = useState(adminQueryClient)

  // Without a stored token there is nobody to ask about (and no 401 to log in the console).
  const check = useCallback(() => {
    const viewer: Promise<AdminViewer> = storedAccessToken()
      ? adminFetch((api) => api.admin.me.$get(), locale)
      : Promise.reject(new ApiError(401, 'unauthorized', 'Not signed in'))
    viewer
      .then((viewer) => setAccess({ state: 'in', viewer }))
      .catch((error: unknown) =>
        setAccess({ state: 'signed-out', forbidden: error instanceof ApiError && error.status === 403 }),
      )
  }, [locale])
  useEffect(check, [check])

  async function logout() {
    await endSession(locale)
    // The next person to sign in on this screen sees nothing the last one loaded.
    queries.clear()
    setAccess({ state: 'signed-out' })
  }

  if (access.state === 'checking') return <div className="adm-loading">{t('admin.common.loading')}</div>
  if (access.state === 'signed-out') return <AdminLogin onSignedIn={check} forbidden={access.forbidden} />
  return (
    <QueryClientProvider client={queries}>
      <AdminShell viewer={access.viewer} onLogout={logout}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  )
}
