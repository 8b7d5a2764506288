import { defineField, defineType } from 'sanity'
import { imageSizeLabel, SLUG_PATTERN, slugFromTitle, slugSource } from '../../lib/rules'
import { englishImageField } from '../objects/english-image'
import { imageSizeRules } from '../objects/image-size'
import { seo } from '../objects/seo'

/** Info pages served at /page/{slug}: about, terms-of-use, delivery, return-product, payment, donate. */
export const page = defineType({
  name: 'page',
  title: 'Сторінка',
  description: 'Інформаційна сторінка за адресою /page/{slug}: про нас, доставка, оплата, повернення…',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Заголовок', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Адреса (slug)',
      description: 'Адреса сторінки: /page/{slug}. Малі латинські літери, цифри й дефіси',
      type: 'slug',
      options: { source: slugSource('title'), slugify: slugFromTitle, maxLength: 96 },
      validation: (rule) =>
        rule
          .required()
          .custom((slug?: { current?: string }) =>
            !slug?.current || SLUG_PATTERN.test(slug.current) ? true : 'Лише малі латинські літери, цифри й дефіси',
          ),
    }),
    defineField({
      name: 'banner',
      title: 'Банер',
      description: `${imageSizeLabel('pageBanner')}. Необов’язковий: без нього сайт покаже стандартне зображення`,
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => imageSizeRules('pageBanner', rule),
    }),
    englishImageField('banner', 'Банер', 'pageBanner'),
    defineField({ name: 'text', title: 'Текст', type: 'localeBlockContent', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', title: seo.title, type: 'seo' }),
  ],
  preview: { select: { title: 'title.ua', subtitle: 'slug.current', media: 'banner' } },
})
