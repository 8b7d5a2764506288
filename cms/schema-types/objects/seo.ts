import { defineField, defineType } from 'sanity'
import { imageSizeLabel, META_DESCRIPTION_LIMIT } from '../../lib/rules'
import { imageSizeRules } from './image-size'

/** Too long a description is cut by search engines; a warning, since it still publishes. */
function descriptionLength(value: { ua?: string; en?: string } | undefined): true | string {
  const long = (['ua', 'en'] as const).filter((locale) => (value?.[locale]?.length ?? 0) > META_DESCRIPTION_LIMIT)
  return long.length === 0
    ? true
    : `Пошукові системи показують близько ${META_DESCRIPTION_LIMIT} символів; довший опис обріжуть (${long.join(', ')})`
}

/** Search engines show about this many characters of a title; the products' SEO titles keep to it too. */
const TITLE_LIMIT = 70

function titleLength(value: { ua?: string; en?: string } | undefined): true | string {
  const long = (['ua', 'en'] as const).filter((locale) => (value?.[locale]?.length ?? 0) > TITLE_LIMIT)
  return long.length === 0
    ? true
    : `Пошукові системи показують близько ${TITLE_LIMIT} символів заголовка; довший обріжуть (${long.join(', ')})`
}

/** What search engines and link previews (Facebook, Telegram, Viber, X) show for a page or a post. */
export const seo = defineType({
  name: 'seo',
  title: 'Пошук і поширення',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Заголовок для пошукових систем',
      description: `До ${TITLE_LIMIT} символів: його показують Google і вкладка браузера. Без нього — «Заголовок | Beauty Pro»`,
      type: 'localeString',
      validation: (rule) => rule.custom(titleLength).warning(),
    }),
    defineField({
      name: 'description',
      title: 'Опис для пошукових систем',
      description: `До ${META_DESCRIPTION_LIMIT} символів: його показують Google під назвою сторінки і соцмережі в картці посилання. Без нього сайт бере початок тексту`,
      type: 'localeText',
      validation: (rule) => rule.custom(descriptionLength).warning(),
    }),
    defineField({
      name: 'image',
      title: 'Зображення для поширення',
      description: `${imageSizeLabel('shareImage')}: картка посилання у Facebook, Telegram, Viber. Без нього — банер або обкладинка`,
      type: 'image',
      options: { hotspot: true },
      validation: (rule) => imageSizeRules('shareImage', rule),
    }),
  ],
})
