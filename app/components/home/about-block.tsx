import { Await } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { Advantage } from '../../contract/content'
import { Logo } from '../layout/logo'

const SKELETONS = 5

/** Spec §2 Home: a logo and the advantages grid, with 5 skeletons while the advantages load. */
export function AboutBlock({ advantages }: { advantages: Promise<Advantage[]> }) {
  const { t } = useTranslation()
  const skeletons = (
    <ul className="advantages" aria-busy="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <li key={i} className="advantage advantage--skeleton" data-testid="advantage-skeleton" />
      ))}
    </ul>
  )
  return (
    <section className="about" aria-labelledby="about-title">
      <div className="container about__inner">
        <div className="about__intro">
          <Logo />
          <h2 id="about-title" className="section__title">
            {t('home.about_title')}
          </h2>
          <p>{t('home.about_text')}</p>
        </div>
        <Suspense fallback={skeletons}>
          <Await promise={advantages}>
            {(list) => (
              <ul className="advantages" aria-label={t('home.advantages')}>
                {list.map((a) => (
                  <li key={a.id} className="advantage">
                    <img src={a.image} alt="" width={64} height={64} loading="lazy" />
                    <strong>{a.title}</strong>
                    <span>{a.text}</span>
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </div>
    </section>
  )
}
