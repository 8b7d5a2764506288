import { AppError } from '../../../app/domain/app-error'
import type { AppConfig } from '../../env'

/**
 * Why card payment cannot be taken now, each naming what is missing (for the logs and the deployment
 * check, never for a buyer); empty when it can. Every requirement of a card payment adds its reason
 * here, so the checkout, the order, the payment step and `npm run deploy` all follow one decision.
 */
export function cardPaymentOffReasons(config: Pick<AppConfig, 'cardPaymentOffReasons'>): string[] {
  return config.cardPaymentOffReasons
}

/** What a buyer reads when card payment is off: nothing about the store's configuration. */
export const CARD_PAYMENT_OFF_MESSAGE = 'Card payment is not available right now: choose another way to pay'

export interface CardPayment {
  offered: boolean
  /** A 409 naming `field` (when given) while card payment is off; the reasons go to the log, once per isolate. */
  refuseIfOff(field?: string): void
}

/** The reasons this isolate has logged already (config is parsed once per isolate, so this stays small). */
const logged = new Set<string>()

export function cardPaymentOf(config: Pick<AppConfig, 'cardPaymentOffReasons'>): CardPayment {
  const reasons = cardPaymentOffReasons(config)
  return {
    offered: reasons.length === 0,
    refuseIfOff(field) {
      if (reasons.length === 0) return
      const text = reasons.join('; ')
      if (!logged.has(text)) {
        logged.add(text)
        console.warn(`a card payment was refused: ${text}`)
      }
      throw new AppError(
        'conflict',
        CARD_PAYMENT_OFF_MESSAGE,
        field ? { [field]: [CARD_PAYMENT_OFF_MESSAGE] } : undefined,
      )
    },
  }
}
