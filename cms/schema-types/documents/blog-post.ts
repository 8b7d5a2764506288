import { defineField, defineType } from 'sanity'
import { SLUG_PATTERN } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'The post address: /blog/{slug}',
      type: 'slug',
      options: { source: 'name.en', maxLength: 96 },
      validation: (rule) =>
        rule
          .required()
          .custom((slug?: { current?: string }) =>
            !slug?.current || SLUG_PATTERN.test(slug.current)
              ? true
              : 'Lowercase latin letters, digits and hyphens only',
          ),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => rule.required(),
    }),
    englishImageField('image', 'Image', '1200×630'),
    defineField({ name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'localeBlockContent', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: { select: { title: 'name.ua', subtitle: 'date', media: 'image' } },
})
