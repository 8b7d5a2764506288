import type { Locale } from '../../../app/domain/locale'
import type { OutgoingEmail } from '../email'
import { composeEmail } from '../email/compose'

const TEXTS = {
  ua: {
    activation: {
      subject: 'Підтвердіть реєстрацію в Beauty Pro',
      greeting: (name: string) => `Вітаємо, ${name}!`,
      body: 'Дякуємо за реєстрацію в інтернет-магазині Beauty Pro. Щоб активувати обліковий запис, перейдіть за посиланням. Воно дійсне 3 дні.',
      action: 'Активувати обліковий запис',
    },
    partner: 'Вашу заявку на оптову співпрацю отримано: менеджер перевірить її після активації акаунта, і тоді ви побачите оптові ціни.',
    reset: {
      subject: 'Відновлення пароля Beauty Pro',
      greeting: (name: string) => `Вітаємо, ${name}!`,
      body: 'Ми отримали запит на зміну пароля. Щоб задати новий пароль, перейдіть за посиланням. Воно дійсне 2 години і спрацює один раз.',
      action: 'Задати новий пароль',
      ignore: 'Якщо ви не просили змінити пароль, просто проігноруйте цей лист.',
    },
    signature: 'З повагою, команда Beauty Pro',
  },
  en: {
    activation: {
      subject: 'Confirm your Beauty Pro registration',
      greeting: (name: string) => `Hello, ${name}!`,
      body: 'Thank you for registering at the Beauty Pro online store. To activate your account, follow the link. It is valid for 3 days.',
      action: 'Activate my account',
    },
    partner: 'We have received your wholesale partnership request: a manager will review it once your account is active, and you will then see wholesale prices.',
    reset: {
      subject: 'Beauty Pro password reset',
      greeting: (name: string) => `Hello, ${name}!`,
      body: 'We received a request to change your password. To set a new one, follow the link. It is valid for 2 hours and works once.',
      action: 'Set a new password',
      ignore: 'If you did not ask to change your password, simply ignore this email.',
    },
    signature: 'Kind regards, the Beauty Pro team',
  },
} satisfies Record<Locale, unknown>

interface Recipient {
  email: string
  firstName: string
  locale: Locale
}

export function activationEmail(user: Recipient, link: string, isPartner: boolean): OutgoingEmail {
  const t = TEXTS[user.locale]
  const paragraphs = [t.activation.greeting(user.firstName), t.activation.body]
  if (isPartner) paragraphs.push(t.partner)
  const mail = composeEmail({ subject: t.activation.subject, paragraphs, action: { label: t.activation.action, url: link }, signature: t.signature })
  return { ...mail, to: user.email, locale: user.locale, kind: 'activation' }
}

export function passwordResetEmail(user: Recipient, link: string): OutgoingEmail {
  const t = TEXTS[user.locale]
  const mail = composeEmail({
    subject: t.reset.subject,
    paragraphs: [t.reset.greeting(user.firstName), t.reset.body, t.reset.ignore],
    action: { label: t.reset.action, url: link },
    signature: t.signature,
  })
  return { ...mail, to: user.email, locale: user.locale, kind: 'password_reset' }
}
