import { z } from 'zod'

/**
 * Fiscal receipts (Checkbox, a cloud ПРРО). Ukrainian law wants a fiscal receipt for every card
 * payment and cash on delivery, so in a deployed environment card payment is off while Checkbox is
 * not fully configured; an exempt seller turns fiscalisation off explicitly (FISCAL_RECEIPTS=off).
 * Development and tests use the local stand-in (worker/dev/checkbox) with a test cashier.
 */
export const checkboxEnvSchema = z.object({
  /** `off` only for a seller exempt from fiscal receipts (a group-I sole trader); anything else is on. */
  FISCAL_RECEIPTS: z.enum(['on', 'off']).default('on'),
  /** Checkbox's API root, e.g. https://api.checkbox.ua/api/v1 (a test cash register uses the same host). */
  CHECKBOX_API_URL: z.url().optional(),
  CHECKBOX_LICENSE_KEY: z.string().trim().min(1).optional(),
  /** Where a buyer reads a receipt by its id (Checkbox's public receipt page). */
  CHECKBOX_RECEIPT_PAGE_URL: z.url().default('https://check.checkbox.ua/'),
  /** The cashier signs in with a PIN code, or with a login and password. */
  CHECKBOX_CASHIER_PIN: z.string().trim().min(1).optional(),
  CHECKBOX_CASHIER_LOGIN: z.string().trim().min(1).optional(),
  CHECKBOX_CASHIER_PASSWORD: z.string().min(1).optional(),
  /** Tax codes of the cash register sent with every good, comma-separated; empty (a non-VAT payer) by default. */
  CHECKBOX_TAX_CODES: z
    .string()
    .trim()
    .regex(/^$|^[0-9A-Za-z]+(\s*,\s*[0-9A-Za-z]+)*$/, 'comma-separated tax codes')
    .default(''),
})
type CheckboxEnv = z.infer<typeof checkboxEnvSchema>

export interface CheckboxConfig {
  apiUrl: string
  licenseKey: string
  cashier: { pin: string } | { login: string; password: string }
  taxCodes: string[]
  /** The public receipt page is this followed by the receipt's id. */
  receiptPageBase: string
}

/** Where the local Checkbox stand-in answers, outside production only. */
export const CHECKBOX_STAND_IN_PATH = '/dev/checkbox'
/** The stand-in's test cash register (worker/dev/checkbox). */
export const CHECKBOX_TEST_CASHIER = { licenseKey: 'test-license-key-0000', pin: '1234' } as const

export interface FiscalSettings {
  /** null when fiscal receipts are not issued (switched off, or missing settings in production). */
  checkbox: CheckboxConfig | null
  /** True only when the seller switched fiscalisation off on purpose. */
  exempt: boolean
  /** Why card payment is off for want of fiscal receipts (names the missing variable, never a value). */
  blocksCardPayment: string | null
}

export const CHECKBOX_VARIABLES = [
  'FISCAL_RECEIPTS',
  'CHECKBOX_API_URL',
  'CHECKBOX_LICENSE_KEY',
  'CHECKBOX_RECEIPT_PAGE_URL',
  'CHECKBOX_CASHIER_PIN',
  'CHECKBOX_CASHIER_LOGIN',
  'CHECKBOX_CASHIER_PASSWORD',
  'CHECKBOX_TAX_CODES',
] as const

export function fiscalSettings(env: CheckboxEnv & { SITE_URL: string }, local: boolean): FiscalSettings {
  const taxCodes = env.CHECKBOX_TAX_CODES.split(',')
    .map((code) => code.trim())
    .filter(Boolean)
  if (env.FISCAL_RECEIPTS === 'off') return { checkbox: null, exempt: true, blocksCardPayment: null }
  const off = (why: string): FiscalSettings => ({
    checkbox: null,
    exempt: false,
    blocksCardPayment: `Card payment is off: fiscal receipts cannot be issued (${why})`,
  })
  if (local) {
    return {
      exempt: false,
      blocksCardPayment: null,
      checkbox: {
        apiUrl: env.CHECKBOX_API_URL ?? `${new URL(env.SITE_URL).origin}${CHECKBOX_STAND_IN_PATH}/api/v1`,
        licenseKey: env.CHECKBOX_LICENSE_KEY ?? CHECKBOX_TEST_CASHIER.licenseKey,
        cashier: cashierOf(env) ?? { pin: CHECKBOX_TEST_CASHIER.pin },
        taxCodes,
        receiptPageBase: `${new URL(env.SITE_URL).origin}${CHECKBOX_STAND_IN_PATH}/check/`,
      },
    }
  }
  const missing = [
    !env.CHECKBOX_API_URL && 'CHECKBOX_API_URL',
    !env.CHECKBOX_LICENSE_KEY && 'CHECKBOX_LICENSE_KEY',
    !cashierOf(env) && 'CHECKBOX_CASHIER_PIN (or CHECKBOX_CASHIER_LOGIN and CHECKBOX_CASHIER_PASSWORD)',
  ].filter(Boolean)
  if (missing.length > 0)
    return off(`missing ${missing.join(', ')}; set them with \`wrangler secret put\`, or FISCAL_RECEIPTS=off`)
  if (new URL(env.CHECKBOX_API_URL!).pathname.startsWith(CHECKBOX_STAND_IN_PATH))
    return off('CHECKBOX_API_URL points at the local stand-in, which production does not serve')
  return {
    exempt: false,
    blocksCardPayment: null,
    checkbox: {
      apiUrl: env.CHECKBOX_API_URL!,
      licenseKey: env.CHECKBOX_LICENSE_KEY!,
      cashier: cashierOf(env)!,
      taxCodes,
      receiptPageBase: env.CHECKBOX_RECEIPT_PAGE_URL,
    },
  }
}

function cashierOf(env: CheckboxEnv): CheckboxConfig['cashier'] | null {
  if (env.CHECKBOX_CASHIER_PIN) return { pin: env.CHECKBOX_CASHIER_PIN }
  if (env.CHECKBOX_CASHIER_LOGIN && env.CHECKBOX_CASHIER_PASSWORD)
    return { login: env.CHECKBOX_CASHIER_LOGIN, password: env.CHECKBOX_CASHIER_PASSWORD }
  return null
}
