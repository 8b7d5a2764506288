import { z } from 'zod'

/** Content answers built from Sanity (localised on the server). */

export const phoneEntrySchema = z.object({ name: z.string(), phone: z.string() })
export const linkSchema = z.object({ label: z.string(), href: z.string() })

export const siteSettingsSchema = z.object({
  phones: z.object({ retail: z.array(phoneEntrySchema), wholesale: z.array(phoneEntrySchema) }),
  workingHours: z.string(),
  email: z.string(),
  address: z.string(),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  faq: z.array(linkSchema),
  footerLinks: z.array(linkSchema),
  partnersText: z.string(),
  clientsText: z.string(),
  paymentMethods: z.array(z.object({ key: z.string(), label: z.string() })),
})
export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** Spec §3 gives the wholesale banner as pc and mobile, each with an image; retail banners share it. */
export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  pc: z.object({ image: z.string() }),
  mobile: z.object({ image: z.string() }),
})
export type Banner = z.infer<typeof bannerSchema>

export const advantageSchema = z.object({ id: z.string(), image: z.string(), title: z.string(), text: z.string() })
export type Advantage = z.infer<typeof advantageSchema>
