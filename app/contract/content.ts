import { z } from 'zod'

/** Content answers built from Sanity (localised on the server). */

export const phoneEntrySchema = z.object({ name: z.string(), phone: z.string() })
export const linkSchema = z.object({ label: z.string(), href: z.string() })

/** The seller's legal identity (E-commerce Law Art. 7); null until the Studio has it. */
export const sellerSchema = z.object({
  kind: z.enum(['company', 'fop']),
  name: z.string(),
  code: z.string(),
  iban: z.string(),
  /** The bank that keeps the account, as invoices name it ('' until the Studio has it). */
  bank: z.string(),
  address: z.string(),
})
export type Seller = z.infer<typeof sellerSchema>

export const siteSettingsSchema = z.object({
  phones: z.object({ retail: z.array(phoneEntrySchema), wholesale: z.array(phoneEntrySchema) }),
  workingHours: z.string(),
  email: z.string(),
  address: z.string(),
  seller: sellerSchema.nullable(),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  faq: z.array(linkSchema),
  footerLinks: z.array(linkSchema),
  partnersText: z.string(),
  clientsText: z.string(),
  paymentMethods: z.array(z.object({ key: z.string(), label: z.string() })),
})
export type SiteSettings = z.infer<typeof siteSettingsSchema>

/**
 * Where the marketer framed a picture in the Studio, as Sanity stores it: `crop`, the fraction cut
 * off each side; `hotspot`, the centre (x, y) and size of what must stay in view, as fractions of
 * the picture. Null when not set: the store then cuts around the centre.
 */
export const imageFocusSchema = z.object({
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).nullable(),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
})
export type ImageFocus = z.infer<typeof imageFocusSchema>
const framedImageSchema = z.object({ image: z.string(), focus: imageFocusSchema })

/** Spec §3 gives the wholesale banner as pc and mobile, each with an image; retail banners share it. */
export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  /** What the link leads to, in words (the Studio's «Текст посилання»): the link's name for screen readers. */
  link_label: z.string().nullable(),
  pc: framedImageSchema,
  mobile: framedImageSchema,
})
export type Banner = z.infer<typeof bannerSchema>

export const advantageSchema = z.object({ id: z.string(), image: z.string(), title: z.string(), text: z.string() })
export type Advantage = z.infer<typeof advantageSchema>

/**
 * Rich text as Portable Text blocks (spec §3 "text (rich)"). Links are already checked by the safe
 * link rule on the server; the storefront renders them through SafeLink again.
 */
export const portableTextSchema = z.array(z.looseObject({ _type: z.string(), _key: z.string().optional() }))
/** JSON all the way down (blocks travel from the server functions to the browser as JSON). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type PortableTextBlock = { _type: string; _key?: string } & { [key: string]: JsonValue | undefined }
export type PortableTextBlocks = PortableTextBlock[]

/** What search engines and link previews show: the editor's description and sharing image, each null when unset. */
export const contentSeoSchema = z.object({
  /** The page's title for search engines and the browser tab, when marketing set one. */
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  imageFocus: imageFocusSchema.nullable(),
})
export type ContentSeo = z.infer<typeof contentSeoSchema>

/** GET /pages/{slug}/ answers a list whose first item is the page (spec §7). */
export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  text: portableTextSchema,
  banner: z.string().nullable(),
  bannerFocus: imageFocusSchema.nullable(),
  seo: contentSeoSchema,
})
export type Page = Omit<z.infer<typeof pageSchema>, 'text'> & { text: PortableTextBlocks }

/** `translated`: false when the post has no version in the reader's language (it then shows the Ukrainian one). */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  imageFocus: imageFocusSchema.nullable(),
  date: z.string(),
  translated: z.boolean(),
})
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>
export const blogPostSchema = blogPostSummarySchema.extend({ text: portableTextSchema, seo: contentSeoSchema })
export type BlogPost = BlogPostSummary & { text: PortableTextBlocks; seo: ContentSeo }

/** The /opt page: pc and mobile banner, a title and two paragraphs (spec §2). */
export const wholesalePageSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
  pc: framedImageSchema,
  mobile: framedImageSchema,
})
export type WholesalePage = z.infer<typeof wholesalePageSchema>

/** UI label overrides from the Sanity translations document: i18n key → text. */
export const translationOverridesSchema = z.record(z.string(), z.string())
export type TranslationOverrides = z.infer<typeof translationOverridesSchema>
