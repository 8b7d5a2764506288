import { z } from 'zod'

/** One bad cell of a catalogue file, its text in the staff member's language. */
export const catalogueIssueSchema = z.object({
  row: z.number(),
  /** The column as the file's header names it; null for the whole row or file. */
  column: z.string().nullable(),
  message: z.string(),
})

const tally = z.object({ added: z.number(), updated: z.number(), unchanged: z.number() })

/** What a catalogue file would change (the preview) or changed (applied), and every bad cell. */
export const catalogueImportAnswerSchema = z.object({
  applied: z.boolean(),
  counts: z
    .object({ categories: z.number(), brands: z.number(), products: tally, variants: tally, galleries: z.number() })
    .nullable(),
  issues: z.array(catalogueIssueSchema),
})
export type CatalogueImportAnswer = z.infer<typeof catalogueImportAnswerSchema>

/**
 * The upload of a catalogue file: the file, and the file's row numbers to leave out ("4,9") when
 * a clerk drops the rows with problems and applies the rest.
 */
export const catalogueUploadSchema = z.object({
  file: z.file({ error: 'choose_file' }).min(1, { error: 'choose_file' }),
  skip_rows: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5}){0,999}$/, { error: 'sheet_skip_rows' })
    .optional(),
})
export type CatalogueUpload = z.infer<typeof catalogueUploadSchema>
