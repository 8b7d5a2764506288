import { defineField, defineType } from 'sanity'
import { SLUG_PATTERN } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'

/** Info pages served at /page/{slug}: about, terms-of-use, delivery, return-product, payment, donate. */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'The page address: /page/{slug}',
      type: 'slug',
      options: { source: 'title.en', maxLength: 96 },
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
      name: 'banner',
      title: 'Banner',
      description: 'Optional; the storefront shows a default image without it',
      type: 'image',
      options: { hotspot: true },
    }),
    englishImageField('banner', 'Banner', '1600×400'),
    defineField({ name: 'text', title: 'Text', type: 'localeBlockContent', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title.ua', subtitle: 'slug.current', media: 'banner' } },
})
