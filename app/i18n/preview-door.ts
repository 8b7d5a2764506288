import type { Locale } from '../domain/locale'

/**
 * Texts of the draft preview's door (worker/preview-door-page.ts), the page a marketer pastes the
 * preview key into: server-only, never in a page's bundle. English must carry every Ukrainian key.
 */
const ua = {
  title: 'Перегляд чернетки',
  missing: 'Щоб побачити чернетку, вставте ключ для перегляду.',
  expired: 'Термін дії ключа для перегляду минув: попросіть новий.',
  wrong: 'Ключ для перегляду чернетки неповний або неправильний.',
  unavailable: 'Перегляд чернеток на цьому сайті не налаштовано.',
  label: 'Ключ для перегляду',
  submit: 'Переглянути',
  hint: 'Ключ видає адміністратор сайту. Цей браузер запам’ятає його, доки ключ дійсний.',
  other_language: 'English',
}

const en: typeof ua = {
  title: 'Draft preview',
  missing: 'Paste the preview key to see the draft.',
  expired: 'The preview key has expired: ask for a new one.',
  wrong: 'The preview key is incomplete or wrong.',
  unavailable: 'Draft preview is not set up on this site.',
  label: 'Preview key',
  submit: 'Preview',
  hint: 'The site administrator gives out the key. This browser keeps it while the key is valid.',
  other_language: 'Українська',
}

export type PreviewDoorTexts = typeof ua

export const previewDoorTexts = (locale: Locale): PreviewDoorTexts => (locale === 'en' ? en : ua)
