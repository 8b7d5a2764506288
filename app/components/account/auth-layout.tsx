import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../catalogue/breadcrumbs'

/** The frame of the login, registration and password pages: a form card, with the account's perks beside it. */
export function AuthLayout({
  title,
  lead,
  children,
  perks = true,
  testId,
}: {
  title: string
  lead?: string
  children: ReactNode
  perks?: boolean
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="container auth" data-testid={testId}>
      <Breadcrumbs items={[{ label: title }]} />
      <div className={perks ? 'auth__grid' : 'auth__grid auth__grid--single'}>
        <section className="auth__card">
          <h1 className="auth__title">{title}</h1>
          {lead && <p className="auth__lead">{lead}</p>}
          {children}
        </section>
        {perks && (
          <aside className="auth__perks" aria-label={t('accounts.perks_title')}>
            <h2 className="auth__perks-title">{t('accounts.perks_title')}</h2>
            <ul>
              <li>{t('accounts.perks.orders')}</li>
              <li>{t('accounts.perks.checkout')}</li>
              <li>{t('accounts.perks.wishlist')}</li>
              <li>{t('accounts.perks.reviews')}</li>
            </ul>
          </aside>
        )}
      </div>
    </div>
  )
}
