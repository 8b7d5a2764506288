import { z } from 'zod'

/**
 * Viber and SMS messages through TurboSMS (its HTTP API, a bearer token). In a deployed environment
 * the feature is off until the token and the sender names are set: the checkout then offers no
 * messages and none is written, and the reason names what is missing (logs, the deployment check).
 * Development and tests send to the local stand-in (worker/dev/turbosms), which records them.
 */
export const messagesEnvSchema = z.object({
  TURBOSMS_TOKEN: z.string().trim().min(1).optional(),
  /** The sender (alpha name) registered with TurboSMS for SMS, and for Viber (the same unless set). */
  TURBOSMS_SMS_SENDER: z.string().trim().min(1).max(20).optional(),
  TURBOSMS_VIBER_SENDER: z.string().trim().min(1).max(40).optional(),
  /** Another address of the API (a stand-in in tests); unset, TurboSMS's own in production. */
  TURBOSMS_API_URL: z.url().optional(),
})
type MessagesEnv = z.infer<typeof messagesEnvSchema>

export const MESSAGES_VARIABLES = [
  'TURBOSMS_TOKEN',
  'TURBOSMS_SMS_SENDER',
  'TURBOSMS_VIBER_SENDER',
  'TURBOSMS_API_URL',
] as const

/** Where the local TurboSMS stand-in answers, outside production only. */
export const TURBOSMS_STAND_IN_PATH = '/dev/turbosms'
/** The stand-in's token: anything else is refused as TurboSMS refuses a wrong one. */
export const TURBOSMS_TEST_TOKEN = 'dev-turbosms-token'
const TURBOSMS_API_URL = 'https://api.turbosms.ua'

export interface TurboSmsConfig {
  /** The API root; a message goes to `${apiUrl}/message/send.json`. */
  apiUrl: string
  token: string
  smsSender: string
  viberSender: string
}

export interface MessageSettings {
  turbosms: TurboSmsConfig | null
  /** Why messages are off (names the missing variable, never a value); null when they are on. */
  offReason: string | null
}

export function messageSettings(env: MessagesEnv & { SITE_URL: string }, local: boolean): MessageSettings {
  if (local) {
    const standIn = `${new URL(env.SITE_URL).origin}${TURBOSMS_STAND_IN_PATH}`
    return {
      offReason: null,
      turbosms: {
        apiUrl: env.TURBOSMS_API_URL ?? standIn,
        token: env.TURBOSMS_TOKEN ?? TURBOSMS_TEST_TOKEN,
        smsSender: env.TURBOSMS_SMS_SENDER ?? 'BeautyPro',
        viberSender: env.TURBOSMS_VIBER_SENDER ?? env.TURBOSMS_SMS_SENDER ?? 'BeautyPro',
      },
    }
  }
  const off = (why: string): MessageSettings => ({ turbosms: null, offReason: `Viber/SMS messages are off: ${why}` })
  const missing = [!env.TURBOSMS_TOKEN && 'TURBOSMS_TOKEN', !env.TURBOSMS_SMS_SENDER && 'TURBOSMS_SMS_SENDER'].filter(
    Boolean,
  )
  if (missing.length > 0) return off(`missing ${missing.join(', ')}; set them with \`wrangler secret put\``)
  const apiUrl = env.TURBOSMS_API_URL ?? TURBOSMS_API_URL
  if (new URL(apiUrl).pathname.startsWith(TURBOSMS_STAND_IN_PATH))
    return off('TURBOSMS_API_URL points at the local stand-in, which production does not serve')
  return {
    offReason: null,
    turbosms: {
      apiUrl: apiUrl.replace(/\/+$/, ''),
      token: env.TURBOSMS_TOKEN!,
      smsSender: env.TURBOSMS_SMS_SENDER!,
      viberSender: env.TURBOSMS_VIBER_SENDER ?? env.TURBOSMS_SMS_SENDER!,
    },
  }
}
