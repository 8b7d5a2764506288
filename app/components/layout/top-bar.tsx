import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import type { Locale } from '../../domain/locale'
import { ChevronIcon } from '../ui/icons'
import { LanguageSwitch } from './language-switch'

/** Top link bar: FAQ dropdown (delivery, returns, payment) and the language switch. */
export function TopBar({ settings, locale }: { settings: SiteSettings; locale: Locale }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('click', close)
    return () => document.removeEventListener('click', close)
  }, [open])

  return (
    <div className="topbar">
      <div className="container topbar__inner">
        {/* A disclosure of links: Escape closes it (back on its button) and so does the focus leaving it. */}
        <div
          className="dropdown"
          ref={ref}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !open) return
            setOpen(false)
            ref.current?.querySelector('button')?.focus()
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
          }}
        >
          <button
            type="button"
            className="topbar__link"
            aria-expanded={open}
            aria-controls={open ? 'faq-links' : undefined}
            onClick={() => setOpen((v) => !v)}
          >
            {t('header.faq')} <ChevronIcon dir="down" width={14} height={14} />
          </button>
          {open && (
            <ul className="dropdown__menu" id="faq-links">
              {settings.faq.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="topbar__links" aria-label={t('footer.info')}>
          <Link to="/opt" className="topbar__link">
            {t('header.wholesale_link')}
          </Link>
          <Link to="/blog" className="topbar__link">
            {t('header.blog')}
          </Link>
          <Link to="/contacts" className="topbar__link">
            {t('header.contacts')}
          </Link>
        </nav>
        <span className="topbar__hours">{settings.workingHours}</span>
        <LanguageSwitch locale={locale} />
      </div>
    </div>
  )
}
