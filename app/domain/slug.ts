import { toLatin } from './transliterate'

/** The longest address part the contract's slug field takes. */
export const SLUG_MAX = 120

/**
 * A page address from a name: Ukrainian by the national transliteration (app/domain/transliterate.ts,
 * Cabinet of Ministers resolution No. 55 of 2010), Latin as it is, lower case; every run of anything
 * else (spaces, signs, other scripts) one hyphen. Staff may still change it before saving.
 */
export function slugFromName(name: string): string {
  return toLatin(name.normalize('NFKC'))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}
