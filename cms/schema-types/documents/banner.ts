import { defineField, defineType } from 'sanity'
import { imageSizeLabel } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'
import { imageSizeRules } from '../objects/image-size'

export const BANNER_KINDS = ['retail', 'wholesale'] as const
export type BannerKind = (typeof BANNER_KINDS)[number]

/** Home slider (retail) and wholesale slider banners; each has a desktop and a mobile image. */
export const banner = defineType({
  name: 'banner',
  title: 'Банер',
  description: 'Слайд на головній (роздріб) або на сторінці для оптовиків /opt',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Де показувати',
      type: 'string',
      options: {
        list: [
          { title: 'Роздріб: слайдер головної', value: 'retail' },
          { title: 'Опт: сторінка /opt', value: 'wholesale' },
        ],
        layout: 'radio',
      },
      initialValue: 'retail',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Заголовок',
      description: 'Також опис зображення для незрячих (alt)',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'link', title: 'Посилання', description: 'Куди веде клік по банеру', type: 'link' }),
    defineField({
      name: 'imagePc',
      title: 'Зображення для комп’ютера',
      description: imageSizeLabel('bannerPc'),
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => [rule.required(), ...imageSizeRules('bannerPc', rule)],
    }),
    englishImageField('imagePc', 'Зображення для комп’ютера', 'bannerPc'),
    defineField({
      name: 'imageMobile',
      title: 'Зображення для телефона',
      description: imageSizeLabel('bannerMobile'),
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => [rule.required(), ...imageSizeRules('bannerMobile', rule)],
    }),
    englishImageField('imageMobile', 'Зображення для телефона', 'bannerMobile'),
    defineField({
      name: 'order',
      title: 'Порядок',
      description: 'Менше число стоїть раніше',
      type: 'number',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'active',
      title: 'Показувати на сайті',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'За порядком', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title.ua', kind: 'kind', active: 'active', media: 'imagePc' },
    prepare: ({ title, kind, active, media }) => ({
      title,
      subtitle: `${kind === 'wholesale' ? 'опт' : 'роздріб'}${active ? '' : ' · приховано'}`,
      media,
    }),
  },
})
