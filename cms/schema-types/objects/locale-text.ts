import { defineType } from 'sanity'
import { localeFields } from './locale-fields'

export const localeText = defineType({
  name: 'localeText',
  title: 'Текст двома мовами',
  type: 'object',
  fields: localeFields('text', { rows: 4 }),
})
