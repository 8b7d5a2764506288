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
