import { defineField, defineType } from 'sanity'
import { PHONE_PATTERN } from '../../lib/rules'

export const phoneEntry = defineType({
  name: 'phoneEntry',
  title: 'Phone',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Label',
      description: 'E.g. "Kyivstar", "Retail", "Wholesale department"',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      description: 'As displayed, e.g. +38 (067) 123-45-67',
      type: 'string',
      validation: (rule) => rule.required().regex(PHONE_PATTERN, { name: 'phone number', invert: false }),
    }),
  ],
  preview: { select: { title: 'phone', subtitle: 'name.ua' } },
})
