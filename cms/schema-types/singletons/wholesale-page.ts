import { defineField, defineType } from 'sanity'
import { englishImageField } from '../objects/english-image'

/** The /opt page: banners, title and a two-paragraph pitch above the register-as-partner button. */
export const wholesalePage = defineType({
  name: 'wholesalePage',
  title: 'Сторінка для оптовиків',
  description: 'Сторінка /opt: банер, заголовок і два абзаци над кнопкою «Стати партнером»',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Заголовок', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'paragraphOne',
      title: 'Перший абзац',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'paragraphTwo',
      title: 'Другий абзац',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bannerPc',
      title: 'Банер для комп’ютера',
      description: '1600×500',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    englishImageField('bannerPc', 'Банер для комп’ютера', '1600×500'),
    defineField({
      name: 'bannerMobile',
      title: 'Банер для телефона',
      description: '750×750',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    englishImageField('bannerMobile', 'Банер для телефона', '750×750'),
  ],
  preview: { select: { title: 'title.ua', media: 'bannerPc' } },
})
