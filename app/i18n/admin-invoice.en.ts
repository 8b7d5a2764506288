import type { uaAdminInvoice, uaAdminInvoiceErrors } from './admin-invoice.ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** English back-office texts of partners' invoices (part of admin.en.ts). */
export const enAdminInvoice: Widen<typeof uaAdminInvoice> = {
  invoice: {
    title: 'Payment by invoice',
    number: 'Invoice No. {{number}}',
    due: 'Due by {{date}}. If the payment does not arrive, the order is cancelled and its goods go back on sale.',
    paid: 'The invoice has been paid.',
    mark_paid: 'Mark the invoice paid',
    confirm:
      'Has the money for this invoice reached the store’s account? The order becomes paid, the buyer is emailed and the fiscal receipt is issued.',
    confirm_yes: 'Yes, the payment arrived',
    late_text:
      'The order is cancelled. If the invoice’s transfer arrived anyway, record it: the order stays cancelled and the money is owed back by transfer.',
    mark_late: 'Record a transfer that arrived after the cancel',
    confirm_late:
      'Did the invoice’s transfer arrive after the order was cancelled? It is recorded as received and owed back by transfer; the fiscal receipt is issued as for every invoice payment.',
    cancel: 'Cancel',
    done: 'The invoice is marked paid.',
    open: 'Open the invoice',
    settings_title: 'Partners’ invoices',
    hold_days: 'Days an unpaid invoice holds its goods',
    hold_hint: 'From 1 to 30 days; then the order is cancelled and its goods go back on sale.',
    vat: 'VAT on the invoice',
    vat_0: 'No VAT',
    vat_7: 'VAT 7 % included',
    vat_20: 'VAT 20 % included',
    save: 'Save',
    saved: 'Saved.',
  },
}

export const enAdminInvoiceErrors: Widen<typeof uaAdminInvoiceErrors> = {
  invoice_not_invoice: 'This order is not paid by invoice',
  invoice_already_paid: 'This invoice is already marked paid',
  invoice_hold_range: 'From 1 to 30 days',
}
