import { defineArrayMember, defineField, defineType } from 'sanity'
import { LOCALE_DESCRIPTIONS, LOCALE_TITLES, LOCALES } from '../../lib/locales'
import { validateHref } from './link'

/** Rich text for one locale: headings, lists, emphasis, checked links and images with alt text; no raw HTML. */
const blockContent = [
  defineArrayMember({
    type: 'block',
    title: 'Абзац',
    styles: [
      { title: 'Звичайний текст', value: 'normal' },
      { title: 'Заголовок 2', value: 'h2' },
      { title: 'Заголовок 3', value: 'h3' },
      { title: 'Цитата', value: 'blockquote' },
    ],
    lists: [
      { title: 'Маркований список', value: 'bullet' },
      { title: 'Нумерований список', value: 'number' },
    ],
    marks: {
      decorators: [
        { title: 'Жирний', value: 'strong' },
        { title: 'Курсив', value: 'em' },
      ],
      annotations: [
        defineArrayMember({
          name: 'link',
          title: 'Посилання',
          type: 'object',
          fields: [
            defineField({
              name: 'href',
              title: 'Адреса',
              description: 'Шлях на сайті (/page/delivery), https://…, mailto:… або tel:…',
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
    title: 'Зображення',
    fields: [
      defineField({
        name: 'alt',
        title: 'Опис зображення (alt)',
        description: 'Що на зображенні: для незрячих і пошукових систем',
        type: 'string',
        validation: (rule) => rule.required(),
      }),
    ],
  }),
]

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Форматований текст двома мовами',
  type: 'object',
  fields: LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: LOCALE_TITLES[locale],
      description: LOCALE_DESCRIPTIONS[locale],
      type: 'array',
      of: blockContent,
      validation: locale === 'ua' ? (rule) => rule.required().min(1) : undefined,
    }),
  ),
})
