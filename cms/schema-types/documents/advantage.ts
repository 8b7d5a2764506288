import { defineField, defineType } from 'sanity'

/** The advantages grid of the home page's about block. */
export const advantage = defineType({
  name: 'advantage',
  title: 'Advantage',
  type: 'document',
  fields: [
    defineField({
      name: 'image',
      title: 'Icon',
      description: 'Square, 160×160',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'localeText' }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.ua', subtitle: 'text.ua', media: 'image' } },
})
