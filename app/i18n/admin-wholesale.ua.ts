/** Ukrainian back-office texts of the partners' order rules and requisite changes (part of admin.ua.ts). */
export const uaAdminWholesale = {
  wholesale: {
    settings_title: 'Оптові умови',
    minimum: 'Мінімальна сума оптового замовлення, грн',
    minimum_hint: '0 — без мінімуму. Партнер не зможе оформити замовлення на меншу суму товарів (без доставки).',
    save: 'Зберегти',
    saved: 'Збережено.',
  },
}

export const uaAdminWholesaleErrors = {
  wholesale_minimum_range: 'Ціле число гривень від 0 до 10 000 000',
  pack_size_range: 'Ціле число штук від 1 до 1000',
}
