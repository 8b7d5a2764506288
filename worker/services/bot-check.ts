import { AppError } from '../../app/domain/app-error'
import { isTestSecret, localSiteverify, verifyTurnstileToken } from '../adapters/turnstile'
import type { AppConfig } from '../env'

/** The forms that carry a bot check; each widget is rendered with its action. */
export type BotCheckAction = 'login' | 'contact' | 'recall' | 'partner' | 'lead' | 'reset'

/** The wire message of a missing or refused bot check (§8: the UI shows its translated recaptcha error). */
export const BOT_CHECK_MESSAGE = 'reCAPTCHA error. Please try again.'

export interface BotCheck {
  /** Throws a 400 naming the recaptchaToken field when the token is missing or refused. */
  verify(token: string | undefined, action: BotCheckAction, remoteIp?: string): Promise<void>
}

export function createBotCheck(config: AppConfig): BotCheck {
  const options = {
    secret: config.TURNSTILE_SECRET_KEY,
    expectedHostname: new URL(config.SITE_URL).hostname,
    siteverifyUrl: config.TURNSTILE_SITEVERIFY_URL,
    // Development and tests use the dummy secrets, answered locally; production always asks Cloudflare.
    fetch: config.local && isTestSecret(config.TURNSTILE_SECRET_KEY) ? localSiteverify : undefined,
  }
  return {
    async verify(token, action, remoteIp) {
      const refuse = () =>
        new AppError(
          'invalid_data',
          BOT_CHECK_MESSAGE,
          { recaptchaToken: [BOT_CHECK_MESSAGE] },
          { recaptchaToken: 'recaptcha' },
        )
      if (!token || token.trim() === '') throw refuse()
      const outcome = await verifyTurnstileToken(options, token, action, remoteIp)
      if (!outcome.ok) {
        console.warn(`Bot check refused (${action}): ${outcome.reason}`)
        throw refuse()
      }
    },
  }
}
