import { en } from './en'
import { ua } from './ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** English must carry every Ukrainian key (the type checker enforces it). */
export type Translations = Widen<typeof ua>

export const resources = { ua: { translation: ua }, en: { translation: en } } as const
