import { defineField, defineType } from 'sanity'
import { imageSizeLabel } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'
import { imageSizeRules } from '../objects/image-size'

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
      description: imageSizeLabel('bannerPc'),
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => [rule.required(), ...imageSizeRules('bannerPc', rule)],
    }),
    englishImageField('bannerPc', 'Банер для комп’ютера', 'bannerPc'),
    defineField({
      name: 'bannerMobile',
      title: 'Банер для телефона',
      description: imageSizeLabel('bannerMobile'),
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => [rule.required(), ...imageSizeRules('bannerMobile', rule)],
    }),
    englishImageField('bannerMobile', 'Банер для телефона', 'bannerMobile'),
  ],
  preview: { select: { title: 'title.ua', media: 'bannerPc' } },
})
