import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Variant } from '../../contract/catalogue'
import { ChevronIcon } from '../ui/icons'

/** Next/previous wrap around: the gallery is a looped single-slide carousel (spec §2). */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count
}

/** A horizontal swipe of at least this many pixels turns the slide on touch screens. */
const SWIPE_PX = 40

/**
 * Spec §2 gallery: one slide at a time, looped, no autoplay; arrows, thumbnails (768 px and wider)
 * and dots (narrower) only when there is more than one image. Keyed by variant by the caller, so a
 * variant switch starts at its first picture.
 */
export function Gallery({ images, name }: { images: Variant['images']; name: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const touchX = useRef<number | null>(null)
  const count = images.length
  const many = count > 1
  const go = (to: number) => setIndex(wrapIndex(to, count))

  if (count === 0) {
    return (
      <div className="pgallery" data-testid="gallery">
        <div className="pgallery__stage pgallery__stage--empty">
          <span>{t('product_page.no_image')}</span>
        </div>
      </div>
    )
  }

  return (
    <section
      className="pgallery"
      aria-roledescription="carousel"
      aria-label={t('product_page.gallery')}
      data-testid="gallery"
      onKeyDown={(e) => {
        if (!many) return
        if (e.key === 'ArrowLeft') go(index - 1)
        if (e.key === 'ArrowRight') go(index + 1)
      }}
    >
      <div
        className="pgallery__stage"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current
          const end = e.changedTouches[0]?.clientX
          touchX.current = null
          if (!many || start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
          go(end < start ? index + 1 : index - 1)
        }}
      >
        <ul className="pgallery__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((img, i) => (
            <li key={i} className="pgallery__slide" aria-hidden={i !== index}>
              <img
                src={img.l}
                srcSet={`${img.s} 300w, ${img.l} 800w`}
                sizes="(min-width: 768px) 560px, 100vw"
                alt={t('product_page.image_alt', { name, n: i + 1 })}
                width={800}
                height={800}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </li>
          ))}
        </ul>
        {many && (
          <>
            <button
              type="button"
              className="pgallery__arrow pgallery__arrow--prev"
              aria-label={t('product_page.prev_image')}
              onClick={() => go(index - 1)}
            >
              <ChevronIcon dir="left" />
            </button>
            <button
              type="button"
              className="pgallery__arrow pgallery__arrow--next"
              aria-label={t('product_page.next_image')}
              onClick={() => go(index + 1)}
            >
              <ChevronIcon dir="right" />
            </button>
            <div className="pgallery__dots">
              {images.map((img, i) => (
                <button
                  key={i}
                  type="button"
                  className={i === index ? 'dot dot--on' : 'dot'}
                  aria-label={t('product_page.show_image', { n: i + 1 })}
                  aria-current={i === index}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {many && (
        <ul className="pgallery__thumbs">
          {images.map((img, i) => (
            <li key={i}>
              <button
                type="button"
                className={i === index ? 'pgallery__thumb pgallery__thumb--on' : 'pgallery__thumb'}
                aria-label={t('product_page.show_image', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              >
                <img src={img.xs} alt="" width={100} height={100} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
