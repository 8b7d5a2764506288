import type {
  AdminBrand,
  AdminCategory,
  BrandCreate,
  BrandUpdate,
  CategoryCreate,
  CategoryUpdate,
} from '../../../app/contract/admin-catalogue'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  brandById,
  brandNames,
  brandsWithProductCounts,
  categoriesWithProductCounts,
  categoryById,
  hasSubcategories,
  insertBrand,
  insertCategory,
  productIdsOfBrand,
  updateBrand,
  updateCategory,
} from '../../../db/queries/admin-brands-categories'
import type { Cache } from '../cache'
import { mediaUrl } from '../media-url'
import { changedFields } from './audit'
import { PURGE, purgeFamilies, reindex, uniqueAsFieldError } from './catalogue-writes'

const slugTaken = 'slug_taken'

/** Two brands a staff member could not tell apart in a list: the same name, whatever its case or spacing. */
const sameName = (a: string, b: string) => {
  const key = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('uk')
  return key(a) === key(b)
}

export function createBrandCategoryEditor(db: Db, cache: Cache) {
  async function brandList(): Promise<AdminBrand[]> {
    const rows = await brandsWithProductCounts(db)
    return rows.map(({ brand: b, products }) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      description_ua: b.descriptionUa,
      description_en: b.descriptionEn,
      image: mediaUrl(b.image),
      sort_order: b.sortOrder,
      hidden: b.isHidden,
      products: Number(products),
    }))
  }

  async function categoryList(): Promise<AdminCategory[]> {
    const rows = await categoriesWithProductCounts(db)
    return rows.map(({ category: c, products }) => ({
      id: c.id,
      name_ua: c.nameUa,
      name_en: c.nameEn,
      slug: c.slug,
      parent_id: c.parentId,
      image: mediaUrl(c.image),
      sort_order: c.sortOrder,
      hidden: c.isHidden,
      products: Number(products),
    }))
  }

  /** A brand's name must not be another brand's: the product editor and promo forms list brands by name. */
  async function assertBrandNameFree(name: string | undefined, id: number | null) {
    if (name === undefined) return
    if ((await brandNames(db)).some((b) => b.id !== id && sameName(b.name, name)))
      throw new AppError('invalid_data', 'brand_name_taken', { name: ['brand_name_taken'] })
  }

  /** The storefront shows two levels: a parent must be a first-level category and not the category itself. */
  async function assertParent(id: number | null, parentId: number | null | undefined) {
    if (parentId === undefined || parentId === null) return
    const parent = await categoryById(db, parentId)
    const fail = (message: string) => new AppError('invalid_data', 'invalid_request', { parent_id: [message] })
    if (!parent) throw fail('no_such_category')
    if (parent.id === id) throw fail('own_parent')
    if (parent.parentId !== null) throw fail('parent_first_level')
    if (id !== null && (await hasSubcategories(db, id))) throw fail('has_subcategories')
  }

  return {
    brands: brandList,
    categories: categoryList,

    async createBrand(actorId: number, body: BrandCreate): Promise<AdminBrand[]> {
      await assertBrandNameFree(body.name, null)
      const values = {
        name: body.name,
        slug: body.slug,
        descriptionUa: body.description_ua,
        descriptionEn: body.description_en,
        sortOrder: body.sort_order,
        isHidden: body.hidden,
      }
      await uniqueAsFieldError('slug', slugTaken, () =>
        insertBrand(db, values, (id) => ({
          actorId,
          action: 'brand.create',
          entity: 'brand',
          entityId: id,
          before: null,
          after: body,
        })),
      )
      await purgeFamilies(cache, PURGE.brand)
      return brandList()
    },

    async updateBrand(actorId: number, id: number, patch: BrandUpdate): Promise<AdminBrand[]> {
      const before = await brandById(db, id)
      if (!before) throw new AppError('not_found', 'no_such_brand')
      // Only a new name is checked: an edit of a brand that already has a twin keeps working.
      if (patch.name !== undefined && !sameName(patch.name, before.name)) await assertBrandNameFree(patch.name, id)
      const diff = changedFields(before as Record<string, unknown>, {
        name: patch.name,
        slug: patch.slug,
        descriptionUa: patch.description_ua,
        descriptionEn: patch.description_en,
        sortOrder: patch.sort_order,
        isHidden: patch.hidden,
      })
      if (diff) {
        await uniqueAsFieldError('slug', slugTaken, () =>
          updateBrand(db, id, diff.after, { actorId, action: 'brand.update', entity: 'brand', entityId: id, ...diff }),
        )
        if ('name' in diff.after) await reindex(db, await productIdsOfBrand(db, id))
        await purgeFamilies(cache, 'isHidden' in diff.after ? PURGE.placement : PURGE.brand)
      }
      return brandList()
    },

    async createCategory(actorId: number, body: CategoryCreate): Promise<AdminCategory[]> {
      await assertParent(null, body.parent_id)
      const values = {
        nameUa: body.name_ua,
        nameEn: body.name_en,
        slug: body.slug,
        parentId: body.parent_id,
        sortOrder: body.sort_order,
        isHidden: body.hidden,
      }
      await uniqueAsFieldError('slug', slugTaken, () =>
        insertCategory(db, values, (id) => ({
          actorId,
          action: 'category.create',
          entity: 'category',
          entityId: id,
          before: null,
          after: body,
        })),
      )
      await purgeFamilies(cache, PURGE.category)
      return categoryList()
    },

    async updateCategory(actorId: number, id: number, patch: CategoryUpdate): Promise<AdminCategory[]> {
      const before = await categoryById(db, id)
      if (!before) throw new AppError('not_found', 'no_such_category')
      await assertParent(id, patch.parent_id)
      const diff = changedFields(before as Record<string, unknown>, {
        nameUa: patch.name_ua,
        nameEn: patch.name_en,
        slug: patch.slug,
        parentId: patch.parent_id,
        sortOrder: patch.sort_order,
        isHidden: patch.hidden,
      })
      if (diff) {
        await uniqueAsFieldError('slug', slugTaken, () =>
          updateCategory(db, id, diff.after, {
            actorId,
            action: 'category.update',
            entity: 'category',
            entityId: id,
            ...diff,
          }),
        )
        await purgeFamilies(cache, 'isHidden' in diff.after ? PURGE.placement : PURGE.category)
      }
      return categoryList()
    },
  }
}
