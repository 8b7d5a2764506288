/// <reference types="vite/client" />
import accountsCss from '../app/styles/accounts.css?inline'
import baseCss from '../app/styles/base.css?inline'
import doorCss from '../app/styles/preview-door.css?inline'
import type { Locale } from '../app/domain/locale'
import { LANG_PARAM } from '../app/domain/site-url'
import { previewDoorTexts } from '../app/i18n/preview-door'

/** Why the draft is not shown: no key, a lapsed or a wrong one, or previews not set up (503). */
export type DoorReason = 'missing' | 'expired' | 'wrong' | 'unavailable'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The page a marketer meets instead of a draft, in the storefront's look (its base and form styles,
 * inlined: the page has no scripts and loads nothing) and the address's language (`?lang=en`, else
 * Ukrainian). With a key asked for, a form that sends it back to the same address (worker/preview-key.ts
 * keeps it and takes it out of the address); `detail` names a missing setting, in the Worker's English.
 */
export function previewDoorPage(reason: DoorReason, locale: Locale, path: string, detail?: string): string {
  const t = previewDoorTexts(locale)
  const other: Locale = locale === 'en' ? 'ua' : 'en'
  // The bare address is Ukrainian, `?lang=en` English (as on every storefront page).
  const otherHref = other === 'en' ? `${path}?${LANG_PARAM}=en` : path
  const form =
    reason === 'unavailable'
      ? ''
      : `<form method="get" class="preview-door__form">` +
        `<label class="field"><span class="field__label">${t.label}</span>` +
        `<input name="token" class="field__input" required autocomplete="off" spellcheck="false" maxlength="200"></label>` +
        (locale === 'en' ? `<input type="hidden" name="${LANG_PARAM}" value="en">` : '') +
        `<button class="btn btn--primary">${t.submit}</button></form>` +
        `<p class="preview-door__hint muted">${t.hint}</p>`
  return (
    `<!doctype html><html lang="${locale === 'en' ? 'en' : 'uk'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${t.title} · Beauty Pro</title><style>${baseCss}\n${accountsCss}\n${doorCss}</style></head>` +
    `<body><main class="preview-door"><section class="preview-door__card" aria-labelledby="door-title">` +
    // The store's name as its header's logo writes it (app/components/layout/logo.tsx).
    `<a href="/" class="logo"><span class="logo__text">Beauty<b>Pro</b></span></a>` +
    `<h1 id="door-title" class="preview-door__title">${t.title}</h1>` +
    `<p class="preview-door__reason${reason === 'missing' ? '' : ' preview-door__reason--problem'}">${t[reason]}</p>` +
    (detail ? `<p class="preview-door__detail muted" lang="en">${escape(detail)}</p>` : '') +
    form +
    `<a class="preview-door__lang" href="${escape(otherHref)}" lang="${other === 'en' ? 'en' : 'uk'}">${t.other_language}</a>` +
    `</section></main></body></html>`
  )
}
