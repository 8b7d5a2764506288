import { enAdmin } from './admin.en'
import { uaAdmin } from './admin.ua'
import { en } from './en'
import { ua } from './ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The texts every page needs (ua.ts, en.ts). English must carry every Ukrainian key (the type checker enforces it). */
export type MainTranslations = Widen<typeof ua>
/** The back office's texts (admin.*.ts), the `admin` section, loaded with its routes only. */
export type AdminTranslations = Widen<typeof uaAdmin>
export type Translations = MainTranslations & { admin: AdminTranslations }

/** Every text of both languages, as the server (and the API's localised answers) uses them. */
export const resources = {
  ua: { translation: { ...ua, admin: uaAdmin } },
  en: { translation: { ...en, admin: enAdmin } },
} as const
