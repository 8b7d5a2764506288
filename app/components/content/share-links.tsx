import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { SHARE_NETWORK_NAMES, shareLinks } from '../../lib/share-links'

const noSubscription = () => () => {}
const currentAddress = () => `${window.location.origin}${window.location.pathname}`

/**
 * Spec §2 Blog post: five services to share the page on, built from the current page address. The
 * server renders the canonical address (`url`); the browser then uses the address it is really at.
 */
export function ShareLinks({ url: canonical, title }: { url: string; title: string }) {
  const { t } = useTranslation()
  const url = useSyncExternalStore(noSubscription, currentAddress, () => canonical)
  return (
    <nav className="share" aria-label={t('content.blog.share')} data-testid="share-links">
      <span className="share__label">{t('content.blog.share')}:</span>
      <ul className="share__list">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a
              className={`share__link share__link--${network}`}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('content.blog.share_on', { network: SHARE_NETWORK_NAMES[network] })}
            >
              {SHARE_NETWORK_NAMES[network]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
