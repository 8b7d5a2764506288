import { defineField, defineType } from 'sanity'
import { imageSizeLabel, SLUG_PATTERN, slugFromTitle, slugSource } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'
import { imageSizeRules } from '../objects/image-size'
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
      description: imageSizeLabel('blogCover'),
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => [rule.required(), ...imageSizeRules('blogCover', rule)],
    }),
    englishImageField('image', 'Обкладинка', 'blogCover'),
    defineField({ name: 'date', title: 'Дата', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Текст', type: 'localeBlockContent', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', title: seo.title, type: 'seo' }),
  ],
  orderings: [{ title: 'Спершу новіші', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: { select: { title: 'name.ua', subtitle: 'date', media: 'image' } },
})
