import { defineField, defineType } from 'sanity'
import { PHONE_PATTERN } from '../../lib/rules'

export const phoneEntry = defineType({
  name: 'phoneEntry',
  title: 'Телефон',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Підпис',
      description: 'Напр. «Київстар», «Роздріб», «Оптовий відділ»',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Номер',
      description: 'Як його показати, напр. +38 (067) 123-45-67',
      type: 'string',
      validation: (rule) => rule.required().regex(PHONE_PATTERN, { name: 'номер телефону', invert: false }),
    }),
  ],
  preview: { select: { title: 'phone', subtitle: 'name.ua' } },
})
