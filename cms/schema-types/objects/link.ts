import { defineField, defineType } from 'sanity'
import { isSafeHref } from '../../lib/rules'

export function validateHref(value: unknown): true | string {
  if (value === undefined || value === null) return true
  if (typeof value !== 'string' || !isSafeHref(value)) {
    return 'Дозволено лише http(s)://, mailto:, tel: або шлях на сайті, що починається з «/»'
  }
  return true
}

export const link = defineType({
  name: 'link',
  title: 'Посилання',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Текст посилання',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Адреса',
      description: 'Шлях на сайті (/page/delivery), https://…, mailto:… або tel:…',
      type: 'string',
      validation: (rule) => rule.required().custom(validateHref),
    }),
  ],
  preview: { select: { title: 'label.ua', subtitle: 'href' } },
})
