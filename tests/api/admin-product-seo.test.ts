/**
 * Products' own SEO title and description per language: the editor's API takes them under the
 * catalogue's rules (plain text, search engines' lengths), the product page's head uses them in its
 * language, and an empty one falls back to the generated title and description.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct } from '../../app/contract/admin-catalogue'
import type { CatalogueImportAnswer } from '../../app/contract/catalogue-import'
import { ANONYMOUS } from '../../app/domain/viewer'
import { getServices } from '../../worker/services/context'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let brand: { id: number; slug: string }
let category: { id: number; slug: string }
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  brand = (await sql<{ id: number; slug: string }>('SELECT id, slug FROM brands ORDER BY id LIMIT 1'))[0]!
  category = (
    await sql<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    )
  )[0]!
})
afterAll(() => client.dispose())

let n = 0
const tag = () => `${Date.now().toString(36)}-${++n}`
const newProduct = (fields: Record<string, unknown> = {}) => {
  const t = tag()
  return {
    name_ua: 'Маска для волосся',
    name_en: 'Hair mask',
    slug: `seo-mask-${t}`,
    brand_id: brand.id,
    category_id: category.id,
    variant: { code: `SEO-${t}`, value_ua: '250 мл', value_en: '250 ml', price: 500, stock: 4 },
    ...fields,
  }
}
const stored = async (id: number) =>
  (
    await sql('SELECT seo_title_ua, seo_title_en, seo_description_ua, seo_description_en FROM products WHERE id = ?', [
      id,
    ])
  )[0]
const pageSeo = async (slug: string, locale: 'ua' | 'en') =>
  (await getServices(client.env).catalogue.productPage(slug, locale, ANONYMOUS))!.seo

describe('product SEO texts', () => {
  it('are stored on create and edit, answered to the editor, and used by the page in its own language', async () => {
    const created = await ok<AdminProduct>(
      await api.post(
        '/admin/products',
        newProduct({
          seo_title_ua: '  Маска для сухого волосся — купити  ',
          seo_description_ua: 'Живить і відновлює.',
        }),
      ),
      201,
    )
    expect(created).toMatchObject({
      seo_title_ua: 'Маска для сухого волосся — купити',
      seo_title_en: '',
      seo_description_ua: 'Живить і відновлює.',
    })
    expect(await pageSeo(created.slug, 'ua')).toEqual({
      title: 'Маска для сухого волосся — купити',
      description: 'Живить і відновлює.',
    })
    // No English texts: the English page keeps its generated ones, never the Ukrainian SEO texts.
    expect(await pageSeo(created.slug, 'en')).toEqual({ title: null, description: null })

    const edited = await ok<AdminProduct>(
      await api.patch(`/admin/products/${created.id}`, { seo_title_en: 'Repair hair mask', seo_title_ua: '' }),
    )
    expect(edited).toMatchObject({ seo_title_en: 'Repair hair mask', seo_title_ua: '' })
    expect(await pageSeo(created.slug, 'en')).toEqual({ title: 'Repair hair mask', description: null })
    expect((await pageSeo(created.slug, 'ua')).title).toBeNull()
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['markup in a title', { seo_title_ua: 'Маска <b>купити</b>' }, 'seo_title_ua'],
    ['a script in a description', { seo_description_en: '"><script>alert(1)</script>' }, 'seo_description_en'],
    ['a title over 70 characters', { seo_title_en: 'x'.repeat(71) }, 'seo_title_en'],
    ['a description over 160 characters', { seo_description_ua: 'я'.repeat(161) }, 'seo_description_ua'],
    ['a number', { seo_title_ua: 42 }, 'seo_title_ua'],
    ['null', { seo_description_en: null }, 'seo_description_en'],
  ])('refuse %s with the error envelope, write nothing and repeat nothing', async (_case, body, field) => {
    const product = await ok<AdminProduct>(
      await api.post('/admin/products', newProduct({ seo_title_ua: 'Як було', seo_description_en: 'As it was' })),
      201,
    )
    const before = await stored(product.id)
    const refused = await api.ua.patch(`/admin/products/${product.id}`, body)
    expect(refused.status).toBe(400)
    const error = await errorOf(refused)
    expect(Object.keys(error.fields ?? {})).toEqual([field])
    const text = JSON.stringify(error)
    for (const value of Object.values(body)) if (typeof value === 'string') expect(text).not.toContain(value)
    expect(await stored(product.id)).toEqual(before)

    const tagged = newProduct(body)
    const notCreated = await api.post('/admin/products', tagged)
    expect(notCreated.status).toBe(400)
    expect(await sql('SELECT id FROM products WHERE slug = ?', [tagged.slug])).toEqual([])
  })

  it('come from the catalogue file, with bad cells named', async () => {
    const t = tag()
    const header = 'category;brand;brand_name;product;name_ua;code;value_ua;price;seo_title_ua;seo_description_en'
    const line = (i: number, title: string, description: string) =>
      `${category.slug};${brand.slug};Бренд;seo-import-${t}-${i};Крем ${i};SEOI-${t}-${i};50 мл;300;${title};${description}`
    const file = (lines: string[]) => {
      const body = new FormData()
      body.set('file', new File([[header, ...lines].join('\r\n')], 'catalogue.csv'))
      return body
    }
    const bad = await ok<CatalogueImportAnswer>(
      await api.post(
        '/admin/catalogue-import/preview',
        file([line(1, 'Крем <i>новинка</i>', 'Fine'), line(2, 'я'.repeat(71), 'Fine')]),
      ),
    )
    expect(bad.issues.map((i) => [i.row, i.column])).toEqual([
      [2, 'seo_title_ua'],
      [3, 'seo_title_ua'],
    ])
    await ok(await api.post('/admin/catalogue-import/apply', file([line(1, 'Крем для рук — купити', 'Hand cream')])))
    const [row] = await sql('SELECT seo_title_ua, seo_description_en FROM products WHERE slug = ?', [
      `seo-import-${t}-1`,
    ])
    expect(row).toEqual({ seo_title_ua: 'Крем для рук — купити', seo_description_en: 'Hand cream' })
  })
})
