import { defineField, defineType } from 'sanity'
import { englishImageField } from '../objects/english-image'

/** The /opt page: banners, title and a two-paragraph pitch above the register-as-partner button. */
export const wholesalePage = defineType({
  name: 'wholesalePage',
  title: 'Wholesale page',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'paragraphOne',
      title: 'First paragraph',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'paragraphTwo',
      title: 'Second paragraph',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bannerPc',
      title: 'Desktop banner',
      description: '1600×500',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    englishImageField('bannerPc', 'Desktop banner', '1600×500'),
    defineField({
      name: 'bannerMobile',
      title: 'Mobile banner',
      description: '750×750',
      type: 'image',
      validation: (rule) => rule.required(),
    }),
    englishImageField('bannerMobile', 'Mobile banner', '750×750'),
  ],
  preview: { select: { title: 'title.ua', media: 'bannerPc' } },
})
