/** English back-office texts of partner price tiers (part of admin.en.ts). */
export const enAdminTiers = {
  tiers: {
    title: 'Partner price tiers',
    help: 'A tier is a discount off the wholesale price for a group of partners (salons, distributors). Single brands may have a discount of their own. A partner without a tier pays the plain wholesale price.',
    new: 'New tier',
    edit: 'Edit tier',
    name_ua: 'Name in Ukrainian',
    name_en: 'Name in English',
    discount: 'Discount off the wholesale price, %',
    discount_short: 'Discount',
    brands: 'Other discounts for brands',
    brand: 'Brand',
    add_brand: 'Add a brand',
    remove_brand: 'Remove',
    partners_count: 'Partners',
    save: 'Save',
    saved: 'Tier “{{name}}” saved',
    none: 'No tiers yet',
    partners: 'Partners and their tiers',
    tier: 'Price tier',
    no_tier: 'No tier (wholesale price)',
    assigned: '{{name}}: tier changed, the new prices apply from the partner’s next request',
    to_tiers: 'Price tiers',
    delete: 'Delete tier',
    delete_confirm: 'Delete the tier “{{name}}”? Its partners ({{count}}) will buy at the plain wholesale price.',
    deleted: 'The tier “{{name}}” is deleted: its partners now buy at the plain wholesale price.',
  },
}

export const enAdminTiersErrors = {
  tier_percent_range: 'A discount is a whole number from 0 to 99 %',
  brand_twice: 'This brand is already in the list',
  tier_name_taken: 'A tier with this name exists',
  choose_tier: 'Choose a tier from the list',
  tier_partners_only: 'Only an approved partner can be put in a price tier',
}
