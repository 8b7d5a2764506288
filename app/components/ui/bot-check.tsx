import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DUMMY_TOKEN, isDummySitekey, TURNSTILE_SITEKEY } from '../../lib/bot-check-keys'

interface TurnstileApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string
      action: string
      callback: (token: string) => void
      'expired-callback': () => void
      language?: string
    },
  ): string
  remove(widgetId: string): void
}
declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
let scriptLoading: Promise<TurnstileApi> | null = null

function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')))
    script.onerror = () => reject(new Error('Turnstile did not load'))
    document.head.appendChild(script)
  })
  return scriptLoading
}

/**
 * Cloudflare Turnstile for a form (`action` is checked again by the server). With Cloudflare's
 * dummy sitekey (development and tests, offline) a local stand-in gives the dummy token at once:
 * the server's dummy secret accepts exactly that.
 */
export function BotCheck({ action, onToken }: { action: string; onToken: (token: string | null) => void }) {
  const { t, i18n } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const dummy = isDummySitekey(TURNSTILE_SITEKEY)

  useEffect(() => {
    if (dummy) {
      onToken(TURNSTILE_SITEKEY.startsWith('1x') ? DUMMY_TOKEN : null)
      return
    }
    let widget: string | null = null
    let api: TurnstileApi | null = null
    loadTurnstile()
      .then((loaded) => {
        api = loaded
        if (!box.current) return
        widget = loaded.render(box.current, {
          sitekey: TURNSTILE_SITEKEY,
          action,
          language: i18n.language === 'en' ? 'en' : 'uk',
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
        })
      })
      .catch((error: unknown) => {
        console.warn(error)
        setFailed(true)
      })
    return () => {
      if (api && widget) api.remove(widget)
    }
    // The widget is rendered once per form; a new onToken identity must not re-render it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, dummy])

  if (dummy) {
    return (
      <div className="bot-check bot-check--test" data-testid="bot-check">
        <span aria-hidden="true">✓</span> {t('bot_check.test_mode')}
      </div>
    )
  }
  return (
    <div className="bot-check" data-testid="bot-check">
      <div ref={box} />
      {failed && <p className="form-error">{t('bot_check.unavailable')}</p>}
    </div>
  )
}
