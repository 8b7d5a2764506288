import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { contentImageUrl, defaultPageBanner } from '../../lib/content-image'

/** Spec §2 Generic content page: the page's banner, or the storefront's default image. */
export function PageBanner({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="content-banner">
      <img
        src={src ? contentImageUrl(src, 1600) : defaultPageBanner(locale)}
        alt={src ? alt : t('content.default_banner_alt')}
        width={1600}
        height={400}
        decoding="async"
        fetchPriority="high"
        data-testid={src ? 'page-banner' : 'default-banner'}
      />
    </div>
  )
}
