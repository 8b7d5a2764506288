/** Ukrainian texts of the partners' order rules: the cart, checkout and quick order say them (part of ua.ts). */
export const uaWholesaleRules = {
  wholesale_rules: {
    wholesale_minimum: 'Мінімальне оптове замовлення — {{minimum}}: додайте ще {{short}}',
    pack_multiple: 'Продається упаковками по {{pack}} шт.',
    rounded: 'Округлено до цілих упаковок: було {{from}} шт.',
    checkout_blocked: 'Замовлення ще не відповідає оптовим умовам — виправте кошик, щоб оформити його.',
  },
  price_list: {
    download: 'Завантажити прайс-лист (CSV)',
    failed: 'Не вдалося завантажити прайс-лист. Спробуйте ще раз.',
    file: 'beauty-pro-prais',
  },
} as const
