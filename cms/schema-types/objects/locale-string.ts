import { defineType } from 'sanity'
import { localeFields } from './locale-fields'

export const localeString = defineType({
  name: 'localeString',
  title: 'Localized string',
  type: 'object',
  fields: localeFields('string'),
})
