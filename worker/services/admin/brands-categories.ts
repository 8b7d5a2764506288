import { asc, eq, sql } from 'drizzle-orm'
import type { AdminBrand, AdminCategory, BrandCreate, BrandUpdate, CategoryCreate, CategoryUpdate } from '../../../app/contract/admin-catalogue'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { brands, categories, products } from '../../../db/schema'
import type { Cache } from '../cache'
import { mediaUrl } from '../media-url'
import { auditInsert, changedFields } from './audit'
import { PURGE, purgeFamilies, reindex, uniqueAsFieldError } from './catalogue-writes'

const slugTaken = 'slug_taken'

// The subqueries name the outer table: in a select from one table drizzle leaves its columns unqualified.
export function createBrandCategoryEditor(db: Db, cache: Cache) {
  async function brandList(): Promise<AdminBrand[]> {
    const rows = await db
      .select({ brand: brands, products: sql<number>`(SELECT count(*) FROM products p WHERE p.brand_id = "brands"."id")` })
      .from(brands)
      .orderBy(asc(brands.sortOrder), asc(brands.name))
    return rows.map(({ brand: b, products }) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      description_ua: b.descriptionUa,
      description_en: b.descriptionEn,
      image: mediaUrl(b.image),
      sort_order: b.sortOrder,
      products: Number(products),
    }))
  }

  async function categoryList(): Promise<AdminCategory[]> {
    const rows = await db
      .select({ category: categories, products: sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = "categories"."id")` })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id))
    return rows.map(({ category: c, products }) => ({
      id: c.id,
      name_ua: c.nameUa,
      name_en: c.nameEn,
      slug: c.slug,
      parent_id: c.parentId,
      image: mediaUrl(c.image),
      sort_order: c.sortOrder,
      products: Number(products),
    }))
  }

  /** The storefront shows two levels: a parent must be a first-level category and not the category itself. */
  async function assertParent(id: number | null, parentId: number | null | undefined) {
    if (parentId === undefined || parentId === null) return
    const [parent] = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.id, parentId)).limit(1)
    const fail = (message: string) => new AppError('invalid_data', 'invalid_request', { parent_id: [message] })
    if (!parent) throw fail('no_such_category')
    if (parent.id === id) throw fail('own_parent')
    if (parent.parentId !== null) throw fail('parent_first_level')
    if (id !== null && (await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1))[0]) {
      throw fail('has_subcategories')
    }
  }

  return {
    brands: brandList,
    categories: categoryList,

    async createBrand(actorId: number, body: BrandCreate): Promise<AdminBrand[]> {
      const [row] = await uniqueAsFieldError('slug', slugTaken, () =>
        db
          .insert(brands)
          .values({ name: body.name, slug: body.slug, descriptionUa: body.description_ua, descriptionEn: body.description_en, sortOrder: body.sort_order })
          .returning({ id: brands.id }),
      )
      await auditInsert(db, actorId, { action: 'brand.create', entity: 'brand', entityId: row!.id, before: null, after: body })
      await purgeFamilies(cache, PURGE.brand)
      return brandList()
    },

    async updateBrand(actorId: number, id: number, patch: BrandUpdate): Promise<AdminBrand[]> {
      const [before] = await db.select().from(brands).where(eq(brands.id, id)).limit(1)
      if (!before) throw new AppError('not_found', 'no_such_brand')
      const diff = changedFields(before as Record<string, unknown>, {
        name: patch.name,
        slug: patch.slug,
        descriptionUa: patch.description_ua,
        descriptionEn: patch.description_en,
        sortOrder: patch.sort_order,
      })
      if (diff) {
        await uniqueAsFieldError('slug', slugTaken, () =>
          db.batch([
            db.update(brands).set(diff.after as Partial<typeof brands.$inferInsert>).where(eq(brands.id, id)),
            auditInsert(db, actorId, { action: 'brand.update', entity: 'brand', entityId: id, ...diff }),
          ]),
        )
        if ('name' in diff.after) {
          const ids = await db.select({ id: products.id }).from(products).where(eq(products.brandId, id))
          await reindex(db, ids.map((r) => r.id))
        }
        await purgeFamilies(cache, PURGE.brand)
      }
      return brandList()
    },

    async createCategory(actorId: number, body: CategoryCreate): Promise<AdminCategory[]> {
      await assertParent(null, body.parent_id)
      const [row] = await uniqueAsFieldError('slug', slugTaken, () =>
        db
          .insert(categories)
          .values({ nameUa: body.name_ua, nameEn: body.name_en, slug: body.slug, parentId: body.parent_id, sortOrder: body.sort_order })
          .returning({ id: categories.id }),
      )
      await auditInsert(db, actorId, { action: 'category.create', entity: 'category', entityId: row!.id, before: null, after: body })
      await purgeFamilies(cache, PURGE.category)
      return categoryList()
    },

    async updateCategory(actorId: number, id: number, patch: CategoryUpdate): Promise<AdminCategory[]> {
      const [before] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
      if (!before) throw new AppError('not_found', 'no_such_category')
      await assertParent(id, patch.parent_id)
      const diff = changedFields(before as Record<string, unknown>, {
        nameUa: patch.name_ua,
        nameEn: patch.name_en,
        slug: patch.slug,
        parentId: patch.parent_id,
        sortOrder: patch.sort_order,
      })
      if (diff) {
        await uniqueAsFieldError('slug', slugTaken, () =>
          db.batch([
            db.update(categories).set(diff.after as Partial<typeof categories.$inferInsert>).where(eq(categories.id, id)),
            auditInsert(db, actorId, { action: 'category.update', entity: 'category', entityId: id, ...diff }),
          ]),
        )
        await purgeFamilies(cache, PURGE.category)
      }
      return categoryList()
    },
  }
}
