/** English back-office texts of partners' changes of company requisites (part of admin.en.ts). */
export const enAdminRequisites = {
  requisites: {
    pending_notice:
      'Changes of company requisites waiting for your approval: {{count}}. Until you approve a change, invoices print the previous requisites.',
    open: 'Review the changes',
    partner: 'Partner',
    change: 'What changes',
    current: 'On invoices now',
    proposed: 'The partner asks for',
    approve: 'Approve',
    reject: 'Reject',
    reason_prompt: 'Why do you reject the change? The partner sees this in their profile. You may leave it empty.',
    approved_notice: 'The requisites of “{{name}}” are updated: new invoices will print them.',
    rejected_notice: 'The change of requisites of “{{name}}” is rejected: invoices keep the previous requisites.',
    field_name: 'Company name',
    field_code: 'EDRPOU or tax number',
    field_email: 'Email',
    field_iban: 'IBAN',
    field_director: 'Director',
    field_adress: 'Address',
    empty: '(empty)',
  },
}

export const enAdminRequisitesErrors = {
  requisites_decided: 'This change of requisites has already been decided. Reload the page to see the decision.',
}
