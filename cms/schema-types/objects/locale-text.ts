import { defineType } from 'sanity'
import { localeFields } from './locale-fields'

export const localeText = defineType({
  name: 'localeText',
  title: 'Localized text',
  type: 'object',
  fields: localeFields('text', { rows: 4 }),
})
