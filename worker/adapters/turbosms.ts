import { z } from 'zod'
import { withTimeout } from '../../app/domain/dependency-error'
import type { TurboSmsConfig } from '../env-messages'

/**
 * TurboSMS's HTTP API (https://turbosms.ua/api.html): POST {api}/message/send.json with
 * `Authorization: Bearer <token>` and {recipients, viber?: {sender, text, ttl?, is_transactional?},
 * sms?: {sender, text}}. With both objects the message is "hybrid": Viber first, SMS when Viber
 * does not deliver within the ttl. The answer is HTTP 200 whatever happened:
 * {response_code, response_status, response_result: [{phone, response_code, message_id, response_status}] | null},
 * 800–803 accepted or sent, other codes refused (105 REQUIRED_AUTH, 203 REQUIRED_BALANCE, 305 INVALID_PHONE…).
 */
export const TURBOSMS_TIMEOUT_MS = 8000
/** Seconds Viber may take to deliver before the SMS goes instead. */
export const VIBER_TTL_SECONDS = 3600

const answerSchema = z.object({
  response_code: z.coerce.number(),
  response_status: z.string(),
  response_result: z
    .array(
      z.object({
        phone: z.coerce.string().optional(),
        response_code: z.coerce.number(),
        message_id: z.string().nullish(),
        response_status: z.string(),
      }),
    )
    .nullish(),
})

/** TurboSMS took the message: its id, to find it in their cabinet. */
export interface SentMessage {
  messageId: string
}

/** TurboSMS answered, but not with a message it will send (the status word, e.g. INVALID_PHONE). */
export class TurboSmsRefused extends Error {
  constructor(readonly status: string) {
    super(`TurboSMS refused the message: ${status}`)
  }
}
/** TurboSMS could not be reached, answered an HTTP error or something other than its JSON. */
export class TurboSmsUnavailable extends Error {}

/** Statuses that say TurboSMS itself is failing, worth another attempt later (5xx codes, 999). */
const TRANSIENT = (code: number) => code >= 500

export type Fetcher = (request: Request) => Promise<Response>

export function createTurboSmsClient(config: TurboSmsConfig, fetcher: Fetcher = (r) => fetch(r)) {
  return {
    /**
     * One transactional message to one phone ("380…"), Viber first and SMS as the fallback, each with
     * its own text (Viber's may be longer and carry a link).
     */
    async send(phone: string, text: { viber: string; sms: string }): Promise<SentMessage> {
      const request = new Request(`${config.apiUrl}/message/send.json`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          recipients: [phone],
          viber: { sender: config.viberSender, text: text.viber, ttl: VIBER_TTL_SECONDS, is_transactional: 1 },
          sms: { sender: config.smsSender, text: text.sms },
        }),
      })
      let response: Response
      try {
        response = await withTimeout(fetcher(request), TURBOSMS_TIMEOUT_MS, 'TurboSMS')
      } catch (error) {
        throw new TurboSmsUnavailable(`TurboSMS could not be reached: ${(error as Error).message}`.slice(0, 200))
      }
      if (!response.ok) throw new TurboSmsUnavailable(`TurboSMS answered HTTP ${response.status}`)
      const parsed = answerSchema.safeParse(await response.json().catch(() => null))
      if (!parsed.success) throw new TurboSmsUnavailable('TurboSMS answered something other than its JSON')
      const answer = parsed.data
      if (answer.response_code < 800 || answer.response_code > 803) {
        if (TRANSIENT(answer.response_code)) throw new TurboSmsUnavailable(answer.response_status)
        throw new TurboSmsRefused(answer.response_status)
      }
      const mine = answer.response_result?.[0]
      if (!mine || mine.response_code !== 0 || !mine.message_id)
        throw new TurboSmsRefused(mine?.response_status ?? answer.response_status)
      return { messageId: mine.message_id }
    },
  }
}
export type TurboSmsClient = ReturnType<typeof createTurboSmsClient>
