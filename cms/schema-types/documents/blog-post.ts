import { defineField, defineType } from 'sanity'
import { SLUG_PATTERN, slugFromTitle, slugSource } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'
import { seo } from '../objects/seo'

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Стаття блогу',
  description: 'Стаття за адресою /blog/{slug}, у списку блогу — від новішої',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Назва', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Адреса (slug)',
      description: 'Адреса статті: /blog/{slug}. Малі латинські літери, цифри й дефіси',
      type: 'slug',
      options: { source: slugSource('name'), slugify: slugFromTitle, maxLength: 96 },
      validation: (rule) =>
        rule
          .required()
          .custom((slug?: { current?: string }) =>
            !slug?.current || SLUG_PATTERN.test(slug.current) ? true : 'Лише малі латинські літери, цифри й дефіси',
          ),
    }),
    defineField({
      name: 'image',
      title: 'Обкладинка',
      description: '1200×630',
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => rule.required(),
    }),
    englishImageField('image', 'Обкладинка', '1200×630'),
    defineField({ name: 'date', title: 'Дата', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Текст', type: 'localeBlockContent', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', title: seo.title, type: 'seo' }),
  ],
  orderings: [{ title: 'Спершу новіші', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: { select: { title: 'name.ua', subtitle: 'date', media: 'image' } },
})
