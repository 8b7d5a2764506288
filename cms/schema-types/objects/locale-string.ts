import { defineType } from 'sanity'
import { localeFields } from './locale-fields'

export const localeString = defineType({
  name: 'localeString',
  title: 'Рядок двома мовами',
  type: 'object',
  fields: localeFields('string'),
})
