import { defineQuery } from 'groq'

/**
 * Every query the storefront runs against Sanity, written once and run unchanged on the Content
 * Lake and on the local NDJSON dataset (groq-js). All take `$locale` ('ua' | 'en') and return
 * plain localized values that fall back to Ukrainian, rich text as blocks (its images with their
 * URL and size resolved). A picture the store cuts to a box (a banner, a cover) comes as its URL
 * with the crop and hotspot the marketer set in the Studio, `{ url, crop, hotspot }`, taken from the
 * same image the URL is (the English one when there is one for English).
 *
 * Localized fields are read as `coalesce(select($locale == "en" => f.en), f.ua)` rather than the
 * shorter `coalesce(f[$locale], f.ua)`: both evaluate the same, but typegen cannot know `$locale`
 * is a string and types `f[$locale]` as an array filter, which poisons the generated result types.
 *
 * After editing, run `npm run cms:check` to regenerate cms/sanity.types.ts.
 */

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "retailPhones": coalesce(retailPhones[]{ "name": coalesce(select($locale == "en" => name.en), name.ua), phone }, []),
  "wholesalePhones": coalesce(wholesalePhones[]{ "name": coalesce(select($locale == "en" => name.en), name.ua), phone }, []),
  "workingHours": coalesce(select($locale == "en" => workingHours.en), workingHours.ua),
  email,
  "address": coalesce(select($locale == "en" => address.en), address.ua),
  "seller": seller{
    kind,
    "name": coalesce(select($locale == "en" => name.en), name.ua),
    code,
    iban,
    "bank": coalesce(select($locale == "en" => bank.en), bank.ua),
    "address": coalesce(select($locale == "en" => address.en), address.ua)
  },
  "socialLinks": socialLinks{ instagram, facebook, telegram, tiktok, youtube },
  "faqLinks": coalesce(faqLinks[]{ "label": coalesce(select($locale == "en" => label.en), label.ua), href }, []),
  "footerInfoLinks": coalesce(footerInfoLinks[]{ "label": coalesce(select($locale == "en" => label.en), label.ua), href }, []),
  "footerPartnersText": coalesce(select($locale == "en" => footerPartnersText.en), footerPartnersText.ua),
  "footerClientsText": coalesce(select($locale == "en" => footerClientsText.en), footerClientsText.ua),
  "paymentMethods": coalesce(paymentMethods[]{ key, "label": coalesce(select($locale == "en" => label.en), label.ua) }, [])
}`)

/** `$kind`: 'retail' (home slider) or 'wholesale'. Only active banners, in their set order. */
export const bannersQuery =
  defineQuery(`*[_type == "banner" && kind == $kind && active == true] | order(order asc, _id asc){
  _id,
  "title": coalesce(select($locale == "en" => title.en), title.ua),
  "link": link{ "label": coalesce(select($locale == "en" => label.en), label.ua), href },
  "imagePc": select($locale == "en" && defined(imagePcEn.asset->url) => imagePcEn, imagePc){ "url": asset->url, crop, hotspot },
  "imageMobile": select($locale == "en" && defined(imageMobileEn.asset->url) => imageMobileEn, imageMobile){ "url": asset->url, crop, hotspot }
}`)

export const advantagesQuery = defineQuery(`*[_type == "advantage"] | order(order asc, _id asc){
  _id,
  "image": image.asset->url,
  "title": coalesce(select($locale == "en" => title.en), title.ua),
  "text": coalesce(select($locale == "en" => text.en), text.ua)
}`)

/**
 * `$slug`: the page slug; null when there is no such page. `seoDescription` and `shareImage` (the
 * page's SEO fields) are null when unset: the storefront then uses the start of the text and the banner.
 */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  "slug": slug.current,
  "title": coalesce(select($locale == "en" => title.en), title.ua),
  "banner": select($locale == "en" && defined(bannerEn.asset->url) => bannerEn, banner){ "url": asset->url, crop, hotspot },
  "seoTitle": coalesce(select($locale == "en" => seo.title.en), seo.title.ua),
  "seoDescription": coalesce(select($locale == "en" => seo.description.en), seo.description.ua),
  "shareImage": seo.image{ "url": asset->url, crop, hotspot },
  "text": coalesce(select($locale == "en" => text.en), text.ua)[]{
    ...,
    _type == "image" => { "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }
  }
}`)

/** Every published page's slug and last change, for the sitemap. */
export const pageSlugsQuery = defineQuery(
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc){ "slug": slug.current, "updated": _updatedAt }`,
)

export const blogPostsQuery = defineQuery(`*[_type == "blogPost" && defined(slug.current)] | order(date desc, _id asc){
  _id,
  "slug": slug.current,
  "name": coalesce(select($locale == "en" => name.en), name.ua),
  "image": select($locale == "en" && defined(imageEn.asset->url) => imageEn, image){ "url": asset->url, crop, hotspot },
  date,
  "translated": $locale != "en" || defined(name.en)
}`)

/** `$slug`: the post slug; null when there is no such post. */
export const blogPostBySlugQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id,
  "slug": slug.current,
  "name": coalesce(select($locale == "en" => name.en), name.ua),
  "image": select($locale == "en" && defined(imageEn.asset->url) => imageEn, image){ "url": asset->url, crop, hotspot },
  date,
  "translated": $locale != "en" || defined(name.en),
  "seoTitle": coalesce(select($locale == "en" => seo.title.en), seo.title.ua),
  "seoDescription": coalesce(select($locale == "en" => seo.description.en), seo.description.ua),
  "shareImage": seo.image{ "url": asset->url, crop, hotspot },
  "text": coalesce(select($locale == "en" => text.en), text.ua)[]{
    ...,
    _type == "image" => { "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }
  }
}`)

export const wholesalePageQuery = defineQuery(`*[_type == "wholesalePage" && _id == "wholesalePage"][0]{
  "title": coalesce(select($locale == "en" => title.en), title.ua),
  "paragraphs": [
    coalesce(select($locale == "en" => paragraphOne.en), paragraphOne.ua),
    coalesce(select($locale == "en" => paragraphTwo.en), paragraphTwo.ua)
  ],
  "bannerPc": select($locale == "en" && defined(bannerPcEn.asset->url) => bannerPcEn, bannerPc){ "url": asset->url, crop, hotspot },
  "bannerMobile": select($locale == "en" && defined(bannerMobileEn.asset->url) => bannerMobileEn, bannerMobile){ "url": asset->url, crop, hotspot }
}`)

/**
 * UI label overrides as `{ key, value }` pairs; the storefront merges them over its bundled texts.
 * An entry without an English text overrides nothing in English: the bundled English label is a
 * better fallback there than the Ukrainian override.
 */
export const translationsQuery =
  defineQuery(`coalesce(*[_type == "uiTranslations" && _id == "uiTranslations"][0].entries[defined(select($locale == "en" => en, ua))]{
  key,
  "value": select($locale == "en" => en, ua)
}, [])`)
