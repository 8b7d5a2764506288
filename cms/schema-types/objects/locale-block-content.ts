import { defineArrayMember, defineField, defineType } from 'sanity'
import { LOCALE_TITLES, LOCALES } from '../../lib/locales'
import { validateHref } from './link'

/** Rich text for one locale: headings, lists, emphasis, checked links and images with alt text; no raw HTML. */
const blockContent = [
  defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Normal', value: 'normal' },
      { title: 'Heading 2', value: 'h2' },
      { title: 'Heading 3', value: 'h3' },
      { title: 'Quote', value: 'blockquote' },
    ],
    lists: [
      { title: 'Bullet', value: 'bullet' },
      { title: 'Numbered', value: 'number' },
    ],
    marks: {
      decorators: [
        { title: 'Strong', value: 'strong' },
        { title: 'Emphasis', value: 'em' },
      ],
      annotations: [
        defineArrayMember({
          name: 'link',
          title: 'Link',
          type: 'object',
          fields: [
            defineField({
              name: 'href',
              title: 'Address',
              type: 'string',
              validation: (rule) => rule.required().custom(validateHref),
            }),
          ],
        }),
      ],
    },
  }),
  defineArrayMember({
    type: 'image',
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        description: 'What the picture shows, for screen readers and search engines',
        type: 'string',
        validation: (rule) => rule.required(),
      }),
    ],
  }),
]

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Localized rich text',
  type: 'object',
  fields: LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: LOCALE_TITLES[locale],
      type: 'array',
      of: blockContent,
      validation: locale === 'ua' ? (rule) => rule.required().min(1) : undefined,
    }),
  ),
})
