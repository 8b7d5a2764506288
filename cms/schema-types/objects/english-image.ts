import { defineField } from 'sanity'

/**
 * `{name}En`: the English version of an image with words on it (a banner, a cover). Optional: the
 * English storefront shows the Ukrainian image when it is empty. The queries (cms/queries.ts) pick
 * it with `coalesce(select($locale == "en" => {name}En.asset->url), {name}.asset->url)`.
 */
export function englishImageField(name: string, title: string, size?: string) {
  return defineField({
    name: `${name}En`,
    title: `${title} (англійською)`,
    description: `${size ? `${size}. ` : ''}Необов’язкове: те саме зображення з англійськими написами; без нього англійська версія сайту покаже українське`,
    type: 'image',
    options: { hotspot: true },
  })
}
