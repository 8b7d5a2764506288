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

/** A banner's picture, already cut by the image CDN to the banner's box as the marketer framed it, and that box's size. */
const boxedImageSchema = z.object({ image: z.string(), width: z.number().int(), height: z.number().int() })

/** Spec §3 gives the wholesale banner as pc and mobile, each with an image; retail banners share it. */
export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  /** What the link leads to, in words (the Studio's «Текст посилання»): the link's name for screen readers. */
  link_label: z.string().nullable(),
  pc: boxedImageSchema,
  mobile: boxedImageSchema,
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
  /** The link preview's picture, already cut to 1200×630 as the editor framed it (null: none set). */
  image: z.string().nullable(),
})
export type ContentSeo = z.infer<typeof contentSeoSchema>

/** GET /pages/{slug}/ answers a list whose first item is the page (spec §7). */
export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  text: portableTextSchema,
  /** Cut by the image CDN to the page banner's box, as the marketer framed it. */
  banner: z.string().nullable(),
  seo: contentSeoSchema,
})
export type Page = Omit<z.infer<typeof pageSchema>, 'text'> & { text: PortableTextBlocks }

/** `translated`: false when the post has no version in the reader's language (it then shows the Ukrainian one). */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The cover, cut by the image CDN to its box as the marketer framed it; `card_image` the same at the blog list's card size. */
  image: z.string().nullable(),
  card_image: z.string().nullable(),
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
  pc: boxedImageSchema,
  mobile: boxedImageSchema,
})
export type WholesalePage = z.infer<typeof wholesalePageSchema>

/** UI label overrides from the Sanity translations document: i18n key → text. */
export const translationOverridesSchema = z.record(z.string(), z.string())
export type TranslationOverrides = z.infer<typeof translationOverridesSchema>
