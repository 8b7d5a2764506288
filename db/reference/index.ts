/**
 * The reference data a fresh production database needs before the storefront works, apart from
 * the demo catalogue and accounts (db/seed): the partner form's option lists and the category tree
 * skeleton (two levels, no pictures: staff add those in the back office). Written in one batch;
 * rows that exist (by kind and name, by slug) are left as staff edited them, so it is safe to run again.
 */
import type { Client, InStatement } from '@libsql/client'
import { CATEGORIES } from '../seed/data/categories'
import { PARTNER_OPTIONS } from '../seed/data/people'

export interface ReferenceDataOutcome {
  partnerOptions: { added: number; total: number }
  categories: { added: number; total: number }
}

function statements(): InStatement[] {
  const options = Object.entries(PARTNER_OPTIONS).flatMap(([kind, items]) =>
    items.map(([ua, en], order) => ({
      sql: 'INSERT INTO partner_options (kind, name_ua, name_en, sort_order) VALUES (?, ?, ?, ?) ON CONFLICT (kind, name_ua) DO NOTHING',
      args: [kind, ua, en, order],
    })),
  )
  const parents = CATEGORIES.map((parent, order) => ({
    sql: 'INSERT INTO categories (parent_id, slug, name_ua, name_en, sort_order) VALUES (NULL, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING',
    args: [parent.slug, parent.ua, parent.en, order],
  }))
  const children = CATEGORIES.flatMap((parent) =>
    parent.children.map((child, order) => ({
      sql: 'INSERT INTO categories (parent_id, slug, name_ua, name_en, sort_order) SELECT id, ?, ?, ?, ? FROM categories WHERE slug = ? ON CONFLICT (slug) DO NOTHING',
      args: [child.slug, child.ua, child.en, order, parent.slug],
    })),
  )
  return [...options, ...parents, ...children]
}

const COUNTS: InStatement[] = ['SELECT count(*) AS n FROM partner_options', 'SELECT count(*) AS n FROM categories']

export async function loadReferenceData(client: Client): Promise<ReferenceDataOutcome> {
  const results = await client.batch([...COUNTS, ...statements(), ...COUNTS], 'write')
  const count = (index: number) => Number(results.at(index)?.rows[0]?.n ?? 0)
  const [optionsBefore, categoriesBefore, optionsAfter, categoriesAfter] = [count(0), count(1), count(-2), count(-1)]
  return {
    partnerOptions: { added: optionsAfter - optionsBefore, total: optionsAfter },
    categories: { added: categoriesAfter - categoriesBefore, total: categoriesAfter },
  }
}
