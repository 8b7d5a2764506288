/** Ukrainian back-office texts of partners' changes of company requisites (part of admin.ua.ts). */
export const uaAdminRequisites = {
  requisites: {
    pending_notice:
      'Змін реквізитів компаній, які чекають на ваше підтвердження: {{count}}. Доки ви не схвалите зміну, у рахунках друкуються попередні реквізити.',
    open: 'Переглянути зміни',
    partner: 'Партнер',
    change: 'Що змінюється',
    current: 'Зараз у рахунках',
    proposed: 'Партнер просить',
    approve: 'Схвалити',
    reject: 'Відхилити',
    reason_prompt: 'Чому ви відхиляєте зміну? Партнер побачить це у профілі. Можна залишити порожнім.',
    approved_notice: 'Реквізити «{{name}}» оновлено: нові рахунки друкуватимуть їх.',
    rejected_notice: 'Зміну реквізитів «{{name}}» відхилено: у рахунках залишаються попередні реквізити.',
    field_name: 'Назва компанії',
    field_code: 'ЄДРПОУ або ІПН',
    field_email: 'Ел. пошта',
    field_iban: 'IBAN',
    field_director: 'Керівник',
    field_adress: 'Адреса',
    empty: '(порожньо)',
  },
}

export const uaAdminRequisitesErrors = {
  requisites_decided: 'Цю зміну реквізитів уже розглянуто. Оновіть сторінку, щоб побачити рішення.',
}
