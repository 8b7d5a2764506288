import { defineField, defineType } from 'sanity'
import { isSafeHref } from '../../lib/rules'

export function validateHref(value: unknown): true | string {
  if (value === undefined || value === null) return true
  if (typeof value !== 'string' || !isSafeHref(value)) {
    return 'Only http(s)://, mailto:, tel: or a site path starting with "/" are allowed'
  }
  return true
}

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      description: 'A site path (/page/delivery), https://…, mailto:… or tel:…',
      type: 'string',
      validation: (rule) => rule.required().custom(validateHref),
    }),
  ],
  preview: { select: { title: 'label.ua', subtitle: 'href' } },
})
