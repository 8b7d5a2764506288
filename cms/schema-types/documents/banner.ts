import { defineField, defineType } from 'sanity'
import { englishImageField } from '../objects/english-image'

export const BANNER_KINDS = ['retail', 'wholesale'] as const
export type BannerKind = (typeof BANNER_KINDS)[number]

/** Home slider (retail) and wholesale slider banners; each has a desktop and a mobile image. */
export const banner = defineType({
  name: 'banner',
  title: 'Banner',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {
        list: [
          { title: 'Retail (home slider)', value: 'retail' },
          { title: 'Wholesale', value: 'wholesale' },
        ],
        layout: 'radio',
      },
      initialValue: 'retail',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Also the image alt text',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'link', title: 'Link', type: 'link' }),
    defineField({
      name: 'imagePc',
      title: 'Desktop image',
      description: '1600×500',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    englishImageField('imagePc', 'Desktop image', '1600×500'),
    defineField({
      name: 'imageMobile',
      title: 'Mobile image',
      description: '750×750',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    englishImageField('imageMobile', 'Mobile image', '750×750'),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Lower numbers come first',
      type: 'number',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'active',
      title: 'Active',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title.ua', kind: 'kind', active: 'active', media: 'imagePc' },
    prepare: ({ title, kind, active, media }) => ({
      title,
      subtitle: `${kind}${active ? '' : ' · hidden'}`,
      media,
    }),
  },
})
