import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Banner } from '../../contract/content'
import { ChevronIcon } from '../ui/icons'

/**
 * Spec §2 Home: the slider appears about 300 ms after load (a CSS animation with that delay, `.hero`,
 * so it does not wait for the page's scripts); pc and mobile images switch at 768 px.
 */
const AUTOPLAY_MS = 6000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => matchMedia(REDUCED_MOTION).matches
function watchReducedMotion(changed: () => void) {
  const query = matchMedia(REDUCED_MOTION)
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}

/**
 * `first`: the slider opens the page, so its first picture is fetched at once (further down it waits
 * its turn), yet at low priority: the slider fades in 300 ms after the first paint, and the category
 * tiles below it, shown at once and the page's largest paint on a phone, go first.
 */
export function BannerSlider({ banners, first = true }: { banners: Banner[]; first?: boolean }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  // The other slides' pictures are left out of the server's page and added once it is interactive:
  // lazy loading fetches them at once anyway (they lie just beside the first, within its margin),
  // and their bytes then delayed the page's largest paint on a phone's network.
  const [othersShown, setOthersShown] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOthersShown(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const count = banners.length

  // Slides move by themselves only while nobody reads or handles them (WCAG 2.2.2): never with a
  // reduced-motion preference or after the pause button, and not while the pointer or the keyboard's
  // focus is inside, so a focused link is never slid out of view.
  const reduced = useSyncExternalStore(watchReducedMotion, prefersReducedMotion, () => false)
  const [paused, setPaused] = useState<boolean | null>(null)
  const stopped = paused ?? reduced
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (count < 2 || stopped || held) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count, stopped, held])
  const release = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false)
  }

  if (count === 0) return null
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count)

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      data-testid="banner-slider"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
      <div className="hero__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((b, i) => {
          const picture =
            i > 0 && !othersShown ? (
              <span className="visually-hidden">{b.title}</span>
            ) : (
              <picture>
                <source media="(max-width: 767px)" srcSet={b.mobile.image} />
                <img
                  src={b.pc.image}
                  alt={b.title}
                  width={b.pc.width}
                  height={b.pc.height}
                  fetchPriority={first && i === 0 ? 'low' : 'auto'}
                  loading={first && i === 0 ? 'eager' : 'lazy'}
                />
              </picture>
            )
          return (
            <div
              key={b.id}
              className="hero__slide"
              aria-hidden={i !== index}
              aria-label={t('slider.slide', { n: i + 1 })}
            >
              {b.link ? (
                <a
                  href={b.link}
                  tabIndex={i === index ? 0 : -1}
                  aria-label={b.link_label ? `${b.title} — ${b.link_label}` : undefined}
                >
                  {picture}
                </a>
              ) : (
                picture
              )}
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="hero__arrow hero__arrow--prev"
            aria-label={t('slider.prev')}
            onClick={() => go(-1)}
          >
            <ChevronIcon dir="left" />
          </button>
          <button
            type="button"
            className="hero__arrow hero__arrow--next"
            aria-label={t('slider.next')}
            onClick={() => go(1)}
          >
            <ChevronIcon dir="right" />
          </button>
          <div className="hero__dots">
            <button
              type="button"
              className="dot hero__pause"
              aria-label={t(stopped ? 'slider.play' : 'slider.pause')}
              onClick={() => setPaused(!stopped)}
              data-testid="slider-pause"
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={i === index ? 'dot dot--on' : 'dot'}
                aria-label={t('slider.slide', { n: i + 1 })}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
