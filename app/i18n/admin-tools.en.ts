/** English back-office texts of bulk product edits, product SEO and review moderation (part of admin.en.ts). */
export const enAdminTools = {
  bulk_products: {
    choose: 'Choose product',
    choose_page: 'All on this page',
    chosen: 'Products chosen: {{count}}',
    all_matching: 'Every product of this brand or category',
    all_matching_hint: 'Change every product the brand or category filter matches, not only the chosen ones',
    need_filter: 'To change all products at once, filter by brand or category alone (no search or other filters)',
    action: 'What to change',
    prices: 'Prices by a percentage',
    hide: 'Hide from the store',
    show: 'Show in the store',
    stock: 'Set stock',
    percent: 'Percent (e.g. 10 or −5)',
    which_prices: 'Which prices',
    stock_retail: 'Stock (retail)',
    stock_wholesale: 'Stock (wholesale)',
    apply: 'Apply',
    confirm: 'Change {{count}} products? This cannot be undone in one click.',
    done: 'Done: {{products}} products, {{variants}} variants changed',
    clear: 'Clear the choice',
  },
}

export const enAdminToolsErrors = {
  publish_or_hold: 'Choose: publish at once or after approval',
  bulk_percent_range: 'A percentage from {{min}} to {{max}}',
  percent_not_zero: 'The percentage cannot be zero',
  percent_format: 'At most two decimal places',
  choose_prices: 'Choose which prices to change',
  choose_stock: 'Give at least one stock figure',
  choose_action: 'Choose what to change',
  choose_brand_or_category: 'Choose a brand or a category',
  ids_or_filter: 'Choose products, or every product of the filter',
  bulk_unknown_products: 'Some chosen products do not exist ({{count}}); nothing was changed',
  bulk_unknown_ids: 'No such products: {{ids}}',
  bulk_too_many: 'At most {{max}} products per change; narrow the filter',
  bulk_rules_refused:
    'After the change, prices would break the rules in {{count}} variants ({{codes}}); nothing was changed',
  bulk_rules_refused_one: 'After the change, a price would break the rules in variant {{codes}}; nothing was changed',
  price_above_zero: 'The price ({{price}} UAH) cannot become zero',
}
