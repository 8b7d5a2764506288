import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { CONTENT_IMAGE_SIZES } from '../../domain/content-image-sizes'
import { framedSrcSet } from '../../domain/content-image-url'
import { defaultPageBanner } from '../../lib/content-image'

/** `.content-banner` fills the container: 1240 px, less its 20 px sides on a smaller screen. */
const BANNER_SIZES = '(max-width: 1280px) calc(100vw - 40px), 1240px'

/** Spec §2 Generic content page: the page's banner (cut to its box on the server), or the storefront's default image. */
export function PageBanner({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const box = CONTENT_IMAGE_SIZES.pageBanner
  return (
    <div className="content-banner">
      <img
        src={src ?? defaultPageBanner(locale)}
        srcSet={src ? framedSrcSet(src) : undefined}
        sizes={src ? BANNER_SIZES : undefined}
        alt={src ? alt : t('content.default_banner_alt')}
        width={box.width}
        height={box.height}
        decoding="async"
        fetchPriority="high"
        data-testid={src ? 'page-banner' : 'default-banner'}
      />
    </div>
  )
}
