import { defineArrayMember, defineField, defineType } from 'sanity'
import { isSellerCode, isUkrainianIban, SELLER_KINDS, type SellerKind } from '../../../app/domain/seller-identity'

export const PAYMENT_METHODS = ['visa', 'mastercard', 'apple-pay', 'google-pay', 'cash-on-delivery'] as const

function hostMatches(value: string, host: RegExp): boolean {
  try {
    return host.test(new URL(value).hostname)
  } catch {
    return false
  }
}

const socialUrl = (name: string, title: string, host: RegExp) =>
  defineField({
    name,
    title,
    description: `Сторінка магазину в ${title}, https://…`,
    type: 'url',
    validation: (rule) =>
      rule
        .uri({ scheme: ['https'] })
        .custom((value: string | undefined) =>
          value === undefined || hostMatches(value, host) ? true : `Потрібна адреса ${title}`,
        ),
  })

/** Contacts, hours and footer content shown on every page (header and footer). */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Налаштування сайту',
  description: 'Контакти, графік роботи, посилання й тексти шапки та підвалу на кожній сторінці',
  type: 'document',
  groups: [
    { name: 'contacts', title: 'Контакти', default: true },
    { name: 'links', title: 'Посилання' },
    { name: 'footer', title: 'Підвал сайту' },
    { name: 'legal', title: 'Продавець (юридичні дані)' },
  ],
  fields: [
    defineField({
      name: 'retailPhones',
      title: 'Телефони роздрібу',
      description: 'Для покупців: у шапці й підвалі',
      type: 'array',
      group: 'contacts',
      of: [defineArrayMember({ type: 'phoneEntry' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'wholesalePhones',
      title: 'Телефони оптового відділу',
      description: 'Для партнерів: у шапці, підвалі та на сторінці /opt',
      type: 'array',
      group: 'contacts',
      of: [defineArrayMember({ type: 'phoneEntry' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'workingHours',
      title: 'Графік роботи',
      description: 'Напр. «Пн–Пт 09:30–18:30, Сб–Нд 09:30–17:00»',
      type: 'localeText',
      group: 'contacts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'email',
      title: 'Електронна пошта',
      description: 'Адреса для покупців: у шапці, підвалі та листах',
      type: 'string',
      group: 'contacts',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'address',
      title: 'Адреса магазину',
      type: 'localeString',
      group: 'contacts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seller',
      title: 'Продавець',
      description:
        'Хто продає: Закон «Про електронну комерцію» вимагає цих даних на кожній сторінці, їх друкує й рахунок. Email і телефон беруться з розділу «Контакти».',
      type: 'object',
      group: 'legal',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'kind',
          title: 'Вид продавця',
          type: 'string',
          options: {
            list: [
              { value: 'company', title: 'Компанія (ЄДРПОУ)' },
              { value: 'fop', title: 'ФОП (РНОКПП)' },
            ],
            layout: 'radio',
          },
          validation: (rule) =>
            rule
              .required()
              .custom(
                (v: string | undefined) =>
                  v === undefined || (SELLER_KINDS as readonly string[]).includes(v) || 'Компанія або ФОП',
              ),
        }),
        defineField({
          name: 'name',
          title: 'Повна назва',
          description: 'ТОВ «Б’юті Про» або ФОП Коваленко Олена Петрівна',
          type: 'localeString',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'code',
          title: 'ЄДРПОУ (компанія, 8 цифр) або РНОКПП (ФОП, 10 цифр)',
          type: 'string',
          validation: (rule) =>
            rule.required().custom((code: string | undefined, context) => {
              const kind = (context.parent as { kind?: SellerKind } | undefined)?.kind
              if (code === undefined || kind === undefined) return true
              return isSellerCode(kind, code) || (kind === 'company' ? 'ЄДРПОУ — 8 цифр' : 'РНОКПП — 10 цифр')
            }),
        }),
        defineField({
          name: 'iban',
          title: 'Рахунок IBAN',
          description: 'UA і 27 цифр',
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .custom((v: string | undefined) => v === undefined || isUkrainianIban(v) || 'Це не український IBAN'),
        }),
        defineField({
          name: 'bank',
          title: 'Банк',
          description: 'Де відкрито рахунок, як його друкує рахунок на оплату: АТ КБ «ПриватБанк»',
          type: 'localeString',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'address',
          title: 'Юридична адреса',
          type: 'localeString',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Соцмережі',
      description: 'Іконки в підвалі; порожня мережа не показується',
      type: 'object',
      group: 'links',
      fields: [
        socialUrl('instagram', 'Instagram', /(^|\.)instagram\.com$/),
        socialUrl('facebook', 'Facebook', /(^|\.)facebook\.com$/),
        socialUrl('telegram', 'Telegram', /^(t\.me|telegram\.me)$/),
        socialUrl('tiktok', 'TikTok', /(^|\.)tiktok\.com$/),
        socialUrl('youtube', 'YouTube', /(^|\.)(youtube\.com|youtu\.be)$/),
      ],
    }),
    defineField({
      name: 'faqLinks',
      title: 'Меню «Питання та відповіді»',
      description: 'Верхня смуга шапки: доставка, повернення, оплата',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'footerInfoLinks',
      title: 'Інформаційні посилання підвалу',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'link' })],
    }),
    defineField({ name: 'footerPartnersText', title: 'Підвал: партнерам', type: 'localeText', group: 'footer' }),
    defineField({ name: 'footerClientsText', title: 'Підвал: клієнтам', type: 'localeText', group: 'footer' }),
    defineField({
      name: 'paymentMethods',
      title: 'Способи оплати',
      description: 'Логотипи в підвалі, у цьому порядку',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          name: 'paymentMethod',
          title: 'Спосіб оплати',
          type: 'object',
          fields: [
            defineField({
              name: 'key',
              title: 'Спосіб',
              description: 'Визначає логотип',
              type: 'string',
              options: { list: [...PAYMENT_METHODS] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'label', title: 'Назва', type: 'localeString', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'label.ua', subtitle: 'key' } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Налаштування сайту' }) },
})
