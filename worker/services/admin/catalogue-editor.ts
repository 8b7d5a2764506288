import type { Locale } from '../../../app/domain/locale'
import { adminProductPage } from '../../../db/queries/admin-products'
import { lowStockThreshold } from './summary'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type {
  AdminProduct,
  AdminProductRow,
  AdminProductsQuery,
  AdminStockMovement,
  AdminVariant,
  ProductCreate,
  ProductDuplicate,
  ProductUpdate,
  VariantCreate,
  VariantUpdate,
} from '../../../app/contract/admin-catalogue'
import { AppError } from '../../../app/domain/app-error'
import { catalogueRuleBreaks, mergedNumbers, type VariantNumbers } from '../../../app/domain/catalogue-rules'
import type { Db } from '../../../db/client'
import { brandById, categoryById } from '../../../db/queries/admin-brands-categories'
import {
  addProductWithVariant,
  addProductWithVariants,
  addVariant,
  changeProduct,
  changeVariant,
  productById,
  type ProductRow,
  type ProductValues,
  variantById,
  type VariantRow,
  variantsWithImages,
  type VariantValues,
} from '../../../db/queries/admin-product-edits'
import type { Cache } from '../cache'
import { productStockMovements } from '../../../db/queries/stock-movements'
import { mediaUrl } from '../media-url'
import { changedFields } from './audit'
import { PURGE, purgeFamilies, reindex, uniqueAsFieldError } from './catalogue-writes'

/** Wire names (spec §3) ↔ columns. */
const PRODUCT_COLUMNS = {
  name_ua: 'nameUa',
  name_en: 'nameEn',
  slug: 'slug',
  brand_id: 'brandId',
  category_id: 'categoryId',
  short_ua: 'shortUa',
  short_en: 'shortEn',
  description_ua: 'descriptionUa',
  description_en: 'descriptionEn',
  prescription_ua: 'prescriptionUa',
  prescription_en: 'prescriptionEn',
  application_ua: 'applicationUa',
  application_en: 'applicationEn',
  composition: 'composition',
  serie: 'serie',
  seo_title_ua: 'seoTitleUa',
  seo_title_en: 'seoTitleEn',
  seo_description_ua: 'seoDescriptionUa',
  seo_description_en: 'seoDescriptionEn',
  sort_order: 'sortOrder',
  is_active: 'isActive',
} as const satisfies Record<keyof ProductUpdate, keyof ProductRow>

const VARIANT_COLUMNS = {
  code: 'code',
  barcode: 'barcode',
  value_ua: 'valueUa',
  value_en: 'valueEn',
  price: 'priceUah',
  discount_price: 'discountPriceUah',
  whoosale_price: 'wholesalePriceUah',
  discount_whoosale_price: 'discountWholesalePriceUah',
  stock: 'stock',
  stock_opt: 'stockOpt',
  pack_size: 'packSize',
  sort_order: 'sortOrder',
} as const satisfies Record<keyof VariantUpdate, keyof VariantRow>

function toColumns<W extends string, C extends string>(
  map: Record<W, C>,
  body: Partial<Record<W, unknown>>,
): Partial<Record<C, unknown>> {
  const out: Partial<Record<C, unknown>> = {}
  for (const [wire, column] of Object.entries(map) as [W, C][]) if (body[wire] !== undefined) out[column] = body[wire]
  return out
}

const NO_VARIANT: VariantNumbers = {
  price: 0,
  discount_price: 0,
  whoosale_price: 0,
  discount_whoosale_price: 0,
  stock: 0,
  stock_opt: 0,
}

/** The catalogue's rules (app/domain/catalogue-rules.ts) on a variant as it would stand: a 400 naming each field. */
function assertVariantRules(current: VariantNumbers, change: Partial<VariantNumbers>, prefix = ''): void {
  const breaks = catalogueRuleBreaks(mergedNumbers(current, change))
  if (breaks.length === 0) return
  const fields: Record<string, string[]> = {}
  for (const b of breaks) (fields[`${prefix}${b.field}`] ??= []).push(b.message)
  throw new AppError('invalid_data', 'invalid_request', fields)
}

const numbersOf = (v: VariantRow): VariantNumbers => ({
  price: v.priceUah,
  discount_price: v.discountPriceUah,
  whoosale_price: v.wholesalePriceUah,
  discount_whoosale_price: v.discountWholesalePriceUah,
  stock: v.stock,
  stock_opt: v.stockOpt,
})

/** The audit of a new variant: its product and the fields as the staff member sent them. */
function variantCreated(actorId: number, productId: number, variantId: number, body: VariantCreate) {
  return {
    actorId,
    action: 'variant.create',
    entity: 'variant',
    entityId: variantId,
    before: null,
    after: { product_id: productId, ...body },
  }
}

export function createCatalogueEditor(db: Db, cache: Cache) {
  async function assertPlacement(brandId?: number, categoryId?: number) {
    if (brandId !== undefined && !(await brandById(db, brandId))) {
      throw new AppError('invalid_data', 'invalid_request', { brand_id: ['no_such_brand'] })
    }
    if (categoryId !== undefined && !(await categoryById(db, categoryId))) {
      throw new AppError('invalid_data', 'invalid_request', { category_id: ['no_such_category'] })
    }
  }

  async function variantsOf(productId: number): Promise<AdminVariant[]> {
    const { variants: rows, images } = await variantsWithImages(db, productId)
    return rows.map((v) => ({
      id: v.id,
      code: v.code,
      barcode: v.barcode,
      value_ua: v.valueUa,
      value_en: v.valueEn,
      price: v.priceUah,
      discount_price: v.discountPriceUah,
      whoosale_price: v.wholesalePriceUah,
      discount_whoosale_price: v.discountWholesalePriceUah,
      stock: v.stock,
      stock_opt: v.stockOpt,
      pack_size: v.packSize,
      sort_order: v.sortOrder,
      images: images
        .filter((i) => i.variantId === v.id)
        .map((i) => ({ id: i.id, xs: mediaUrl(i.xs)!, s: mediaUrl(i.s)!, l: mediaUrl(i.l)! })),
    }))
  }

  async function product(id: number): Promise<AdminProduct> {
    const p = await productById(db, id)
    if (!p) throw new AppError('not_found', 'No such product')
    return {
      id: p.id,
      name_ua: p.nameUa,
      name_en: p.nameEn,
      slug: p.slug,
      brand_id: p.brandId,
      category_id: p.categoryId,
      short_ua: p.shortUa,
      short_en: p.shortEn,
      description_ua: p.descriptionUa,
      description_en: p.descriptionEn,
      prescription_ua: p.prescriptionUa,
      prescription_en: p.prescriptionEn,
      application_ua: p.applicationUa,
      application_en: p.applicationEn,
      composition: p.composition,
      serie: p.serie,
      seo_title_ua: p.seoTitleUa,
      seo_title_en: p.seoTitleEn,
      seo_description_ua: p.seoDescriptionUa,
      seo_description_en: p.seoDescriptionEn,
      sort_order: p.sortOrder,
      is_active: p.isActive,
      min_price: p.minPriceUah,
      min_wholesale_price: p.minWholesalePriceUah,
      variants: await variantsOf(id),
    }
  }

  async function variantRow(id: number) {
    const v = await variantById(db, id)
    if (!v) throw new AppError('not_found', 'No such variant')
    return v
  }

  return {
    product,

    /** The latest changes of the product's stock, with why and who (recorded by the database's triggers). */
    async stockMovements(productId: number): Promise<AdminStockMovement[]> {
      if (!(await productById(db, productId))) throw new AppError('not_found', 'No such product')
      const rows = await productStockMovements(db, productId, 200)
      return rows.map((m) => ({
        id: m.id,
        variant_id: m.variantId,
        code: m.code,
        stock: m.stockKind,
        delta: m.delta,
        reason: m.reason,
        actor_email: m.actorEmail,
        order_id: m.orderId,
        order_number: m.orderNumber,
        created: new Date(m.createdAt).toISOString(),
      }))
    },

    async list(query: AdminProductsQuery, locale: Locale = 'ua'): Promise<Page<AdminProductRow>> {
      const lowStockBelow = query.stock === 'low' ? await lowStockThreshold(db) : 1
      const { rows, total } = await adminProductPage(db, query, locale, { lowStockBelow })
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          slug: r.slug,
          brand: r.brand,
          category: r.category,
          variants: Number(r.variants),
          codes: r.codes ?? '',
          min_price: r.minPrice,
          stock: Number(r.stock),
          sort_order: r.sortOrder,
          is_active: r.isActive,
          created: new Date(r.createdAt).toISOString(),
        })),
        total,
        query,
      )
    },

    async updateProduct(actorId: number, id: number, patch: ProductUpdate): Promise<AdminProduct> {
      const before = await productById(db, id)
      if (!before) throw new AppError('not_found', 'No such product')
      await assertPlacement(patch.brand_id, patch.category_id)
      const diff = changedFields(before as Record<string, unknown>, toColumns(PRODUCT_COLUMNS, patch))
      if (diff) {
        await uniqueAsFieldError('slug', 'slug_taken', () =>
          changeProduct(db, id, diff.after as Partial<ProductValues>, {
            actorId,
            action: 'product.update',
            entity: 'product',
            entityId: id,
            ...diff,
          }),
        )
        await reindex(db, [id])
        const placement = ['brandId', 'categoryId', 'isActive'].some((k) => k in diff.after)
        await purgeFamilies(cache, placement ? PURGE.productPlacement : PURGE.product)
      }
      return product(id)
    },

    async createProduct(actorId: number, body: ProductCreate): Promise<AdminProduct> {
      await assertPlacement(body.brand_id, body.category_id)
      const { variant, ...fields } = body
      assertVariantRules(NO_VARIANT, variant, 'variant.')
      const id = await addProductWithVariant(
        db,
        toColumns(PRODUCT_COLUMNS, fields) as ProductValues,
        toColumns(VARIANT_COLUMNS, variant) as VariantValues,
        {
          product: (productId) => ({
            actorId,
            action: 'product.create',
            entity: 'product',
            entityId: productId,
            before: null,
            after: body,
          }),
          variant: (productId, variantId) => variantCreated(actorId, productId, variantId, variant),
        },
        {
          product: (write) => uniqueAsFieldError('slug', 'slug_or_code_taken', write),
          variant: (write) => uniqueAsFieldError('variant.code', 'variant_code_taken', write),
        },
        actorId,
      )
      await reindex(db, [id])
      await purgeFamilies(cache, PURGE.productPlacement)
      return product(id)
    },

    /**
     * A hidden copy under its own address: the texts, brand, category and every variant's prices, with
     * the codes ending in the given suffix. Stock starts at 0 (a copy is a new listing, not new goods)
     * and pictures stay with the original (removing a picture deletes its files).
     */
    async duplicateProduct(actorId: number, id: number, body: ProductDuplicate): Promise<AdminProduct> {
      const source = await productById(db, id)
      if (!source) throw new AppError('not_found', 'No such product')
      const { variants: rows } = await variantsWithImages(db, id)
      const { id: _id, createdAt: _created, ...fields } = source
      // Barcodes and the old site's address belong to the original goods; views start again.
      const copies: VariantValues[] = rows.map(({ id: _v, productId: _p, ...v }) => ({
        ...v,
        code: `${v.code}${body.code_suffix}`,
        barcode: null,
        views: 0,
        stock: 0,
        stockOpt: 0,
      }))
      const copyId = await addProductWithVariants(
        db,
        { ...fields, slug: body.slug, externalSlug: null, views: 0, stockTotal: 0, isActive: false },
        copies,
        {
          product: (productId) => ({
            actorId,
            action: 'product.duplicate',
            entity: 'product',
            entityId: productId,
            before: null,
            after: { source_id: id, slug: body.slug, code_suffix: body.code_suffix },
          }),
          variant: (productId, variantId, index) => ({
            actorId,
            action: 'variant.create',
            entity: 'variant',
            entityId: variantId,
            before: null,
            after: { product_id: productId, source_id: rows[index]!.id, code: copies[index]!.code },
          }),
        },
        {
          product: (write) => uniqueAsFieldError('slug', 'slug_taken', write),
          variant: (write) => uniqueAsFieldError('code_suffix', 'variant_code_taken', write),
        },
        actorId,
      )
      await reindex(db, [copyId])
      await purgeFamilies(cache, PURGE.productPlacement)
      return product(copyId)
    },

    /** Archived: off the storefront, kept for its orders, stock movements and audit; showing it again undoes it. */
    async archiveProduct(actorId: number, id: number): Promise<AdminProduct> {
      const before = await productById(db, id)
      if (!before) throw new AppError('not_found', 'No such product')
      if (before.isActive) {
        await changeProduct(
          db,
          id,
          { isActive: false },
          {
            actorId,
            action: 'product.archive',
            entity: 'product',
            entityId: id,
            before: { isActive: true },
            after: { isActive: false },
          },
        )
        await purgeFamilies(cache, PURGE.productPlacement)
      }
      return product(id)
    },

    /**
     * Back from the archive: archiving only hides the product (its feed switches, prices and stock stay
     * as they were), so showing it again is the whole undo. A product already shown is left alone.
     */
    async restoreProduct(actorId: number, id: number): Promise<AdminProduct> {
      const before = await productById(db, id)
      if (!before) throw new AppError('not_found', 'No such product')
      if (!before.isActive) {
        await changeProduct(
          db,
          id,
          { isActive: true },
          {
            actorId,
            action: 'product.restore',
            entity: 'product',
            entityId: id,
            before: { isActive: false },
            after: { isActive: true },
          },
        )
        await purgeFamilies(cache, PURGE.productPlacement)
      }
      return product(id)
    },

    async createVariant(actorId: number, productId: number, body: VariantCreate): Promise<AdminProduct> {
      if (!(await productById(db, productId))) throw new AppError('not_found', 'No such product')
      assertVariantRules(NO_VARIANT, body)
      await uniqueAsFieldError('variant.code', 'variant_code_taken', () =>
        addVariant(
          db,
          productId,
          toColumns(VARIANT_COLUMNS, body) as VariantValues,
          (variantId) => variantCreated(actorId, productId, variantId, body),
          actorId,
        ),
      )
      await reindex(db, [productId])
      await purgeFamilies(cache, PURGE.product)
      return product(productId)
    },

    async updateVariant(actorId: number, id: number, patch: VariantUpdate): Promise<AdminProduct> {
      const before = await variantRow(id)
      assertVariantRules(numbersOf(before), patch)
      const diff = changedFields(before as Record<string, unknown>, toColumns(VARIANT_COLUMNS, patch))
      if (diff) {
        await uniqueAsFieldError('code', 'variant_code_taken', () =>
          changeVariant(db, id, before.productId, diff.after as Partial<VariantValues>, {
            actorId,
            action: 'variant.update',
            entity: 'variant',
            entityId: id,
            ...diff,
          }),
        )
        if ('code' in diff.after || 'barcode' in diff.after) await reindex(db, [before.productId])
        await purgeFamilies(cache, PURGE.product)
      }
      return product(before.productId)
    },
  }
}
