import type { PartnerOptions } from '../../app/contract/forms'
import type { LeadRequest, PartnerApplicationRequest } from '../../app/contract/forms'
import type { ContactValues, RecallValues } from '../../app/domain/contact-form'
import type { FormErrors } from '../../app/domain/form-rules'
import type { Locale } from '../../app/domain/locale'
import { localized } from '../../app/domain/locale'
import {
  PARTNER_OPTION_FIELDS,
  PARTNER_OPTION_LISTS,
  type ImageKind,
  type PartnerOptionField,
} from '../../app/domain/partner-form'
import type { Db } from '../../db/client'
import {
  allPartnerOptions,
  insertContactMessage,
  insertLead,
  insertPartnerApplication,
  partnerOptionsByIds,
} from '../../db/queries/forms'
import { PRIVATE_UPLOADS_PREFIX } from '../media'
import type { EmailService } from './email'
import { contactNotice, leadNotice, partnerApplicationNotice, recallNotice } from './email/staff-notices'

const CERTIFICATES = `${PRIVATE_UPLOADS_PREFIX}partner-certificates/`
const CONTENT_TYPES: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' }
const EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png' }

export class OptionFieldsError extends Error {
  constructor(readonly fields: FormErrors<PartnerOptionField>) {
    super('Unknown partner options')
  }
}

/** The applicant's answers from the form's lists, by their Ukrainian names (the staff's notice). */
async function answerNames(db: Db, input: PartnerApplicationRequest) {
  const names = new Map(
    (
      await partnerOptionsByIds(db, [
        input.position,
        input.education,
        input.specialization,
        input.workplace,
        input.how_they_heard_about_us,
      ])
    ).map((o) => [o.id, o.nameUa]),
  )
  const name = (id: number) => names.get(id) ?? ''
  return {
    position: name(input.position),
    education: name(input.education),
    specialization: name(input.specialization),
    workplace: name(input.workplace),
    how_they: name(input.how_they_heard_about_us),
  }
}

/**
 * The visitor forms of spec §2/§5: each submission is stored as text (escaped wherever it is shown)
 * and the staff is told through the email service (the outbox outside production).
 */
export function createFormsService(db: Db, media: R2Bucket, email: EmailService) {
  return {
    async contact(values: ContactValues): Promise<number> {
      const id = await insertContactMessage(db, {
        kind: 'contact',
        subject: values.subject,
        firstName: values.first_name,
        email: values.email,
        phone: values.phone,
        text: values.text,
      })
      await email.notifyStaff(
        contactNotice({
          name: values.first_name,
          email: values.email,
          phone: values.phone,
          subject: values.subject,
          text: values.text,
        }),
      )
      return id
    },

    async recall(values: RecallValues): Promise<number> {
      const id = await insertContactMessage(db, { kind: 'recall', firstName: values.first_name, phone: values.phone })
      await email.notifyStaff(recallNotice({ name: values.first_name, phone: values.phone }))
      return id
    },

    async lead(lead: LeadRequest): Promise<number> {
      const id = await insertLead(db, {
        fullName: lead.fullName,
        phone: lead.phone,
        businessType: lead.businessType,
        brand: lead.brand,
        link: lead.link,
        utmSource: lead.utm.utm_source,
        utmMedium: lead.utm.utm_medium,
        utmCampaign: lead.utm.utm_campaign,
        utmTerm: lead.utm.utm_term,
        utmContent: lead.utm.utm_content,
      })
      await email.notifyStaff(
        leadNotice({
          name: lead.fullName,
          phone: lead.phone,
          businessType: lead.businessType,
          brand: lead.brand,
          link: lead.link,
          utm: lead.utm,
        }),
      )
      return id
    },

    /** GET /core/partner/: the five option lists, localised. */
    async partnerOptions(locale: Locale): Promise<PartnerOptions> {
      const rows = await allPartnerOptions(db)
      const list = (kind: string) =>
        rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, name: localized(locale, r.nameUa, r.nameEn) }))
      return Object.fromEntries(
        Object.entries(PARTNER_OPTION_LISTS).map(([name, kind]) => [name, list(kind)]),
      ) as PartnerOptions
    },

    /** Throws OptionFieldsError when an option id is unknown or belongs to another list. */
    async checkPartnerOptions(input: PartnerApplicationRequest): Promise<void> {
      const fields = Object.keys(PARTNER_OPTION_FIELDS) as PartnerOptionField[]
      const found = new Map(
        (
          await partnerOptionsByIds(
            db,
            fields.map((f) => input[f]),
          )
        ).map((o) => [o.id, o.kind]),
      )
      const errors: FormErrors<PartnerOptionField> = {}
      for (const field of fields)
        if (found.get(input[field]) !== PARTNER_OPTION_FIELDS[field]) errors[field] = 'option_required'
      if (Object.keys(errors).length > 0) throw new OptionFieldsError(errors)
    },

    /** Stores the photo under an unguessable private key, then the application; the photo goes if the row fails. */
    async partnerApplication(
      input: PartnerApplicationRequest,
      photo: { body: ArrayBuffer; kind: ImageKind },
    ): Promise<number> {
      const key = `${CERTIFICATES}${crypto.randomUUID()}.${EXTENSIONS[photo.kind]}`
      await media.put(key, photo.body, { httpMetadata: { contentType: CONTENT_TYPES[photo.kind] } })
      let id: number
      try {
        id = await insertPartnerApplication(db, {
          lastName: input.last_name,
          firstName: input.first_name,
          patronymic: input.patronymic,
          email: input.email,
          phone: input.phone_number,
          dateOfBirth: input.date_of_birth,
          positionId: input.position,
          educationId: input.education,
          specializationId: input.specialization,
          workplaceId: input.workplace,
          howTheyHeardId: input.how_they_heard_about_us,
          clinicName: input.clinic_name,
          address: input.address,
          professionalSocialMedia: input.professional_social_media,
          clinicWebsite: input.clinic_website,
          brandsWorkedWith: input.brands_worked_with,
          certificateKey: key,
        })
      } catch (error) {
        await media.delete(key)
        throw error
      }
      await email.notifyStaff(
        partnerApplicationNotice({
          fullName: `${input.last_name} ${input.first_name} ${input.patronymic}`.trim(),
          email: input.email,
          phone: input.phone_number,
          dateOfBirth: input.date_of_birth,
          clinic: input.clinic_name,
          address: input.address,
          social: input.professional_social_media,
          website: input.clinic_website,
          brands: input.brands_worked_with,
          certificate: key,
          answers: await answerNames(db, input),
        }),
      )
      return id
    },
  }
}
export type FormsService = ReturnType<typeof createFormsService>
