import { Hono } from 'hono'
import { z } from 'zod'
import {
  contactMessageSchema,
  type FormSent,
  formSentSchema,
  leadRequestSchema,
  partnerApplicationSchema,
  partnerOptionsSchema,
  recallRequestSchema,
  recalMeSchemaFor,
} from '../../app/contract/forms'
import { kyivToday } from '../../app/domain/form-rules'
import { CERTIFICATE_FIELD, certificatePhotoError, imageKind } from '../../app/domain/partner-form'
import { clientIp } from '../services/rate-limit'
import { OptionFieldsError } from '../services/forms'
import type { ApiEnv } from './app-env'
import { readFormBody } from './body'
import { formError, issueCodes, parseForm, sentMessage } from './form-errors'
import { changes } from './page-writes'
import { answers, declaresBody } from './route-contract'

const sent = answers(formSentSchema, 201)
/** The partner form's fields and photo as sent (multipart); the date only moves the birthday rule, not the shape. */
const partnerFormFields = z.intersection(
  partnerApplicationSchema('2000-01-01'),
  z.object({ [CERTIFICATE_FIELD]: z.file() }),
)

async function readPhoto(file: File) {
  const body = await file.arrayBuffer()
  return { size: file.size, body, head: new Uint8Array(body, 0, Math.min(16, body.byteLength)) }
}

/**
 * The visitor forms of spec §7 "Content and forms". Each counts against the `forms` rate limit
 * (per form and IP), is parsed with the same rules the browser ran, then stored and sent to staff.
 */
export const forms = new Hono<ApiEnv>({ strict: false })
  /** The contact form and the header's recall modal: both carry a bot-check token. */
  .post(
    '/core/recal_me',
    changes('nothing'),
    declaresBody(z.union([contactMessageSchema, recallRequestSchema])),
    sent,
    async (c) => {
      const { services, locale } = c.var
      const ip = clientIp(c.req.raw.headers)
      await services.rateLimit.check('forms', `recal_me:${ip}`)
      const body = await readFormBody(c)
      const form = parseForm(recalMeSchemaFor(body), body, locale)
      await services.botCheck.verify(form.recaptchaToken, form.kind, ip)
      if (form.kind === 'recall') await services.forms.recall(form.values)
      else await services.forms.contact(form.values)
      // Turnstile answers pass or fail, not a score; a passed check reports the top score of the old contract.
      return c.json({ message: sentMessage(locale, 'contacts'), score: 1 } satisfies FormSent, 201)
    },
  )
  .get('/core/partner', answers(partnerOptionsSchema), async (c) =>
    c.json(await c.var.services.forms.partnerOptions(c.var.locale)),
  )
  .post('/core/partner', changes('nothing'), declaresBody(partnerFormFields, 'form'), sent, async (c) => {
    const { services, locale } = c.var
    await services.rateLimit.check('forms', `partner:${clientIp(c.req.raw.headers)}`)
    // JSON cannot carry the photo, so such an application answers the missing-file message.
    const { [CERTIFICATE_FIELD]: file, ...fields } = await readFormBody(c)
    const photo = file instanceof File ? await readPhoto(file) : null
    const photoError = certificatePhotoError(photo)
    const parsed = partnerApplicationSchema(kyivToday()).safeParse(fields)
    if (!parsed.success || photoError)
      throw formError(locale, { ...(parsed.success ? {} : issueCodes(parsed.error)), [CERTIFICATE_FIELD]: photoError })
    try {
      await services.forms.checkPartnerOptions(parsed.data)
    } catch (error) {
      if (error instanceof OptionFieldsError) throw formError(locale, error.fields)
      throw error
    }
    await services.forms.partnerApplication(parsed.data, { body: photo!.body, kind: imageKind(photo!.head)! })
    return c.json({ message: sentMessage(locale, 'partner') } satisfies FormSent, 201)
  })
  /** The lead form (/intersharm, /donate). */
  .post('/pages/donate', changes('nothing'), declaresBody(leadRequestSchema), sent, async (c) => {
    const { services, locale } = c.var
    await services.rateLimit.check('forms', `lead:${clientIp(c.req.raw.headers)}`)
    const lead = parseForm(leadRequestSchema, await readFormBody(c), locale)
    await services.forms.lead(lead)
    return c.json({ message: sentMessage(locale, 'lead') } satisfies FormSent, 201)
  })
