import { z } from 'zod'
import {
  CONTACT_FIELDS,
  type ContactValues,
  RECALL_FIELDS,
  type RecallValues,
  validateContact,
  validateRecall,
} from '../domain/contact-form'
import {
  type BusinessType,
  LEAD_FIELDS,
  type LeadBrand,
  leadPhoneDigits,
  UTM_FIELDS,
  type UtmField,
  validateLead,
} from '../domain/lead-form'
import { PARTNER_FIELDS, validatePartner } from '../domain/partner-form'
import { type FormErrors, isoDate, TEXT_MAX } from '../domain/form-rules'
import { storedPhone } from '../domain/login-identifier'

/**
 * Wire schemas of the forms of spec §7 "Content and forms". Each wraps the domain's field rules
 * (app/domain/*-form.ts), which the browser runs too: issue messages are the rules' error codes, which
 * the API turns into the §8 texts of the caller's language.
 */

/** A text field: absent means empty (the rules then say "required"); anything but text is invalid. */
const field = z
  .string({ error: 'invalid' })
  .max(4 * TEXT_MAX, 'too_long')
  .default('')

function addRuleIssues(ctx: z.RefinementCtx, errors: FormErrors<string>) {
  for (const [path, code] of Object.entries(errors))
    if (code) ctx.addIssue({ code: 'custom', path: [path], message: code })
}

const trimmed = <V extends Record<string, string>>(values: V): V =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as V

const botToken = z.string({ error: 'invalid' }).max(4096, 'too_long').default('')

/** The form's values trimmed, its phone in the one stored form (`+380…`). */
const withStoredPhone = <V extends Record<string, string> & { phone: string }>(values: V): V => {
  const t = trimmed(values)
  // The contact form's phone may be left empty: it stays empty, not a lone '+'.
  return { ...t, phone: t.phone === '' ? '' : storedPhone(t.phone) }
}

const fieldsOf = <F extends string>(names: readonly F[]) =>
  Object.fromEntries(names.map((n) => [n, field])) as Record<F, typeof field>

/** POST /core/recal_me/ as the contact form: §3 Contact message plus the bot-check token. */
export const contactMessageSchema = z
  .object({ kind: z.literal('contact').default('contact'), ...fieldsOf(CONTACT_FIELDS), recaptchaToken: botToken })
  .superRefine((v, ctx) => addRuleIssues(ctx, validateContact(v)))
  .transform(({ kind, recaptchaToken, ...values }) => ({
    kind,
    recaptchaToken,
    values: withStoredPhone(values as ContactValues),
  }))

/** POST /core/recal_me/ from the header's recall modal: a name and a phone (the contact form's rules). */
export const recallRequestSchema = z
  .object({ kind: z.literal('recall'), ...fieldsOf(RECALL_FIELDS), recaptchaToken: botToken })
  .superRefine((v, ctx) => addRuleIssues(ctx, validateRecall(v)))
  .transform(({ kind, recaptchaToken, ...values }) => ({
    kind,
    recaptchaToken,
    values: withStoredPhone(values as RecallValues),
  }))

/** One endpoint for both: `kind: "recall"` picks the recall modal's rules, anything else is the contact form. */
export function recalMeSchemaFor(body: unknown) {
  return (body as { kind?: unknown } | null)?.kind === 'recall' ? recallRequestSchema : contactMessageSchema
}
export type RecalMeRequest = z.output<typeof contactMessageSchema> | z.output<typeof recallRequestSchema>

export const formSentSchema = z.object({ message: z.string(), score: z.number().optional() })
export type FormSent = z.infer<typeof formSentSchema>

/** POST /pages/donate/: §3 Lead form plus the utm values of the page address. */
export const leadRequestSchema = z
  .object({ ...fieldsOf(LEAD_FIELDS), ...fieldsOf(UTM_FIELDS) })
  .superRefine((v, ctx) => {
    addRuleIssues(ctx, validateLead(v))
    for (const utm of UTM_FIELDS)
      if (v[utm].trim().length > TEXT_MAX) ctx.addIssue({ code: 'custom', path: [utm], message: 'too_long' })
  })
  .transform((v) => {
    const t = trimmed(v)
    return {
      fullName: t.fullName,
      phone: storedPhone(leadPhoneDigits(t.phone)!),
      businessType: t.businessType as BusinessType,
      brand: t.brand as LeadBrand,
      link: t.link,
      utm: Object.fromEntries(UTM_FIELDS.map((u) => [u, t[u]])) as Record<UtmField, string>,
    }
  })
export type LeadRequest = z.output<typeof leadRequestSchema>

/**
 * POST /core/partner/ text fields (multipart; the photo is checked apart, by its content). `today`
 * is the Kyiv date, so "in the past" means before today where the store is.
 */
export function partnerApplicationSchema(today: string) {
  return z
    .object(fieldsOf(PARTNER_FIELDS))
    .superRefine((v, ctx) => addRuleIssues(ctx, validatePartner(v, today)))
    .transform((v) => {
      const t = trimmed(v)
      return {
        ...t,
        phone_number: storedPhone(t.phone_number),
        date_of_birth: isoDate(t.date_of_birth)!,
        position: Number(t.position),
        education: Number(t.education),
        specialization: Number(t.specialization),
        workplace: Number(t.workplace),
        how_they_heard_about_us: Number(t.how_they_heard_about_us),
      }
    })
}
export type PartnerApplicationRequest = z.output<ReturnType<typeof partnerApplicationSchema>>

export const partnerOptionSchema = z.object({ id: z.number(), name: z.string() })
/** GET /core/partner/: the five option lists (spec §3). */
export const partnerOptionsSchema = z.object({
  positions: z.array(partnerOptionSchema),
  educations: z.array(partnerOptionSchema),
  specializations: z.array(partnerOptionSchema),
  workplaces: z.array(partnerOptionSchema),
  how_they: z.array(partnerOptionSchema),
})
export type PartnerOptions = z.infer<typeof partnerOptionsSchema>
