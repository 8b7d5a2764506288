import { defineField, defineType } from 'sanity'
import { imageSizeLabel } from '../../lib/rules'
import { imageSizeRules } from '../objects/image-size'

/** The advantages grid of the home page's about block. */
export const advantage = defineType({
  name: 'advantage',
  title: 'Перевага',
  description: 'Плитка блоку «Чому обирають нас» на головній: іконка, заголовок і текст',
  type: 'document',
  fields: [
    defineField({
      name: 'image',
      title: 'Іконка',
      description: `Квадратна, ${imageSizeLabel('advantageIcon')}`,
      type: 'image',
      validation: (rule) => [rule.required(), ...imageSizeRules('advantageIcon', rule)],
    }),
    defineField({ name: 'title', title: 'Заголовок', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Текст', type: 'localeText', validation: (rule) => rule.required() }),
    defineField({
      name: 'order',
      title: 'Порядок',
      description: 'Менше число стоїть раніше',
      type: 'number',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'За порядком', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.ua', subtitle: 'text.ua', media: 'image' } },
})
