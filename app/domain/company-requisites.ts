/**
 * Which company fields are requisites (what an invoice prints and an accountant pays against), and
 * when a partner's change of them waits for staff: once the company has a code or an IBAN on file.
 * Until then the partner fills them in directly (the first filling-in of a newly approved partner).
 */
export const REQUISITE_FIELDS = ['name', 'code', 'email', 'iban', 'director', 'adress'] as const
export type RequisiteField = (typeof REQUISITE_FIELDS)[number]
export type RequisiteValues = Record<RequisiteField, string>

export const requisitesOnFile = (company: Pick<RequisiteValues, 'code' | 'iban'>): boolean =>
  company.code !== '' || company.iban !== ''

export const sameRequisites = (a: RequisiteValues, b: RequisiteValues): boolean =>
  REQUISITE_FIELDS.every((f) => a[f] === b[f])

/** The fields whose proposed value differs from the approved one, in the form's order. */
export const changedRequisites = (approved: RequisiteValues, proposed: RequisiteValues): RequisiteField[] =>
  REQUISITE_FIELDS.filter((f) => approved[f] !== proposed[f])
