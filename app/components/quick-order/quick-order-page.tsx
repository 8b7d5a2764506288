import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuickOrderAnswer } from '../../contract/quick-order'
import type { Locale } from '../../domain/locale'
import { type ParsedQuickOrder, quickOrderFromText, quickOrderText } from '../../domain/quick-order'
import { isLoggedIn, useAuth } from '../../lib/auth/auth-store'
import { addItemsToCart } from '../../lib/cart-storage'
import { cartItemOfPriced, priceLines, readSheet } from '../../lib/quick-order'
import { Breadcrumbs } from '../catalogue/breadcrumbs'
import { QuickOrderTable } from './quick-order-table'
import { useBuyer } from '../../lib/buyer'
import { PriceListDownload } from './price-list-download'

type Problem = ParsedQuickOrder['problems'][number]

/**
 * The partner's quick order: codes and quantities typed, pasted from Excel or uploaded, priced by the
 * server at the partner's price, then put in the cart at once. Others are told it is for partners.
 */
export function QuickOrderPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const auth = useAuth()
  const buyer = useBuyer()
  const [text, setText] = useState('')
  const [problems, setProblems] = useState<Problem[]>([])
  const [priced, setPriced] = useState<{ answer: QuickOrderAnswer; codes: string[] } | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState<number | null>(null)

  if (auth.known && !buyer.isWholesaler) {
    // An application waiting for staff is not sent back to the form it already filled in.
    const pending = auth.user?.wholesale_status === 'pending'
    return (
      <section className="container status-page" data-testid="quick-order-partners-only">
        <h1>{t('order.quick.title')}</h1>
        <p>{t('order.quick.partners_only')}</p>
        {pending ? (
          <p data-testid="partner-pending">{t('accounts.profile.partner_pending')}</p>
        ) : (
          <a href={isLoggedIn(auth) ? '/registration/business' : '/login'} className="btn btn--primary">
            {isLoggedIn(auth) ? t('order.quick.become_partner') : t('order.quick.sign_in')}
          </a>
        )}
      </section>
    )
  }

  async function check(source = text) {
    const parsed = quickOrderFromText(source)
    setProblems(parsed.problems)
    setAdded(null)
    setError(null)
    if (parsed.lines.length === 0) {
      setPriced(null)
      if (parsed.problems.length === 0) setError(t('order.quick.empty'))
      return
    }
    setBusy(true)
    try {
      const answer = await priceLines(parsed.lines, locale)
      setPriced({ answer, codes: parsed.lines.map((l) => l.code) })
    } catch (failure) {
      console.warn('quick order', failure)
      setError(t('order.quick.failed'))
    } finally {
      setBusy(false)
    }
  }

  async function upload(file: File) {
    setBusy(true)
    setError(null)
    try {
      const sheet = await readSheet(file, locale)
      const next = quickOrderText(sheet.lines)
      setText(next)
      setBusy(false)
      await check(next)
      setProblems(sheet.problems)
    } catch (failure) {
      console.warn('quick order sheet', failure)
      setError(t('order.quick.file_failed'))
      setBusy(false)
    }
  }

  function removeUnknown() {
    if (!priced) return
    const unknown = new Set(priced.answer.lines.filter((l) => !l.found).map((l) => priced.codes[l.row]!.toUpperCase()))
    const kept = quickOrderFromText(text).lines.filter((l) => !unknown.has(l.code.toUpperCase()))
    const next = quickOrderText(kept)
    setText(next)
    void check(next)
  }

  function addAll() {
    if (!priced) return
    const found = priced.answer.lines.flatMap((l) => (l.found ? [cartItemOfPriced(l, locale)] : []))
    addItemsToCart(found)
    setAdded(found.length)
  }

  return (
    <div className="container quick-order" data-testid="quick-order">
      <Breadcrumbs items={[{ label: t('order.quick.title') }]} />
      <h1 className="quick-order__title">{t('order.quick.title')}</h1>
      <p className="muted">{t('order.quick.intro')}</p>
      <div className="quick-order__price-list">
        <PriceListDownload />
      </div>
      <form
        className="quick-order__form"
        onSubmit={(event) => {
          event.preventDefault()
          void check()
        }}
      >
        <label className="field">
          <span className="field__label">{t('order.quick.lines_label')}</span>
          <textarea
            className="field__input quick-order__lines"
            name="lines"
            rows={8}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="quick-order-hint"
            data-testid="quick-order-lines"
          />
          <small id="quick-order-hint" className="muted">
            {t('order.quick.lines_hint')}
          </small>
        </label>
        <label className="field">
          <span className="field__label">{t('order.quick.file_label')}</span>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="quick-order-file"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void upload(file)
              event.target.value = ''
            }}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="quick-order-check">
          {busy ? t('order.quick.checking') : t('order.quick.check')}
        </button>
      </form>
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="form-message form-message--error quick-order__problems" data-testid="quick-order-problems">
          {problems.map((p) => (
            <li key={p.row}>
              {t('order.quick.problem_row', { row: p.row, problem: t(`order.quick.problems.${p.problem}`) })}
            </li>
          ))}
        </ul>
      )}
      {priced && (
        <QuickOrderTable
          answer={priced.answer}
          codes={priced.codes}
          added={added}
          onRemoveUnknown={removeUnknown}
          onAddAll={addAll}
        />
      )}
    </div>
  )
}
