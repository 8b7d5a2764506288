import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next, useTranslation as packageUseTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { useTranslation } from './react-i18next'

function instance(lng: string, text: string) {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: { hello: text, nested: { name: `${text}, {{who}}` } } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return i18n
}

function Texts({ use }: { use: typeof packageUseTranslation }) {
  const { t, ready } = use()
  const [tOfList] = use()
  const nested = use(undefined, { keyPrefix: 'nested' })
  return (
    <p>
      {t('hello')} {String(ready)} {tOfList('nested.name', { who: 'Ann' })} {nested.t('name', { who: 'Bo' })}
    </p>
  )
}

const render = (i18n: ReturnType<typeof instance>, use: typeof packageUseTranslation) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Texts use={use} />
    </I18nextProvider>,
  )

describe('the server useTranslation', () => {
  it('renders what react-i18next renders, per provider instance', () => {
    const ua = instance('ua', 'Привіт')
    const en = instance('en', 'Hello')
    const ours = useTranslation as unknown as typeof packageUseTranslation
    expect(render(ua, ours)).toBe(render(ua, packageUseTranslation))
    expect(render(en, ours)).toBe(render(en, packageUseTranslation))
    expect(render(ua, ours).replaceAll('<!-- -->', '')).toContain('Привіт true Привіт, Ann Привіт, Bo')
  })

  it('answers the same translation to every call for an instance and scope', () => {
    const i18n = instance('en', 'Hello')
    const seen: unknown[] = []
    function Probe() {
      seen.push(useTranslation(), useTranslation(undefined, { keyPrefix: 'nested' }))
      return null
    }
    const page = (
      <I18nextProvider i18n={i18n}>
        <Probe />
        <Probe />
      </I18nextProvider>
    )
    renderToString(page)
    renderToString(page)
    expect(new Set(seen.filter((_, i) => i % 2 === 0)).size).toBe(1)
    expect(new Set(seen.filter((_, i) => i % 2 === 1)).size).toBe(1)
    expect(seen[0]).not.toBe(seen[1])
  })
})
