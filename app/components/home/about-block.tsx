import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Advantage } from '../../contract/content'
import type { Locale } from '../../domain/locale'
import { catalogueReads } from '../../lib/store-queries/catalogue-reads'
import { useInView } from '../../lib/use-in-view'
import { Logo } from '../layout/logo'

const SKELETONS = 5
/** Where IntersectionObserver is missing, the placeholders start to shimmer after this long. */
const SHIMMER_FALLBACK_MS = 1000

/**
 * Spec §2 Home: a logo and the advantages grid (GET /core/advantages/), with 5 skeletons while loading.
 * The advantages are asked for, through the query layer, when the block comes into view: on a phone
 * it is the page's last section, and a read answered and rendered while the page loads costs its
 * main thread for nothing.
 */
export function AboutBlock({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [advantages, setAdvantages] = useState<Advantage[] | null>(null)
  // Placeholders below the fold stay still: an animation out of sight still costs the phone's main
  // thread a frame every 16 ms while the page loads.
  const { ref, inView } = useInView<HTMLElement>(0, SHIMMER_FALLBACK_MS)

  useEffect(() => {
    if (!inView) return
    const controller = new AbortController()
    catalogueReads()
      .then(({ advantages }) => advantages(locale, controller.signal))
      .then(setAdvantages)
      .catch((error: unknown) => {
        // Spec §8: the API serves stale data when it can; otherwise the block keeps its placeholders.
        if (!controller.signal.aborted) console.warn('advantages failed to load', error)
      })
    return () => controller.abort()
  }, [inView, locale])

  return (
    <section className="about" aria-labelledby="about-title" ref={ref} data-offscreen={inView ? undefined : ''}>
      <div className="container about__inner">
        <div className="about__intro">
          <Logo />
          <h2 id="about-title" className="section__title">
            {t('home.about_title')}
          </h2>
          <p>{t('home.about_text')}</p>
        </div>
        {advantages ? (
          <ul className="advantages" aria-label={t('home.advantages')} data-testid="advantages">
            {advantages.map((a) => (
              <li key={a.id} className="advantage">
                <img src={a.image} alt="" width={64} height={64} loading="lazy" />
                <strong>{a.title}</strong>
                <span>{a.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="advantages" aria-busy="true">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i} className="advantage advantage--skeleton" data-testid="advantage-skeleton" />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
