import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  adminProductsQuerySchema,
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  productCreateSchema,
  productDuplicateSchema,
  productUpdateSchema,
  variantCreateSchema,
  variantUpdateSchema,
} from '../../../app/contract/admin-catalogue'
import { z } from 'zod'
import { productBulkSchema } from '../../../app/contract/admin-product-bulk'
import { AppError } from '../../../app/domain/app-error'
import { IMAGE_SIZE_KEYS } from '../../services/admin/images'

type ImageSizeKey = (typeof IMAGE_SIZE_KEYS)[number]
import type { ApiEnv } from '../app-env'
import { answers, declaresBody, jsonBody, query } from '../route-contract'
import { actorId, adminServices, byId } from './context'
import { changes } from '../page-writes'
import { productOf } from '../page-subjects'

async function formOf(c: Context<ApiEnv>): Promise<FormData> {
  try {
    return await c.req.formData()
  } catch {
    throw new AppError('invalid_data', 'Send the images as multipart/form-data')
  }
}

const product = answers('AdminProduct')
const brands = answers('AdminBrand[]')
const categories = answers('AdminCategory[]')
/** A variant's picture in each size (multipart), for the client and the document. */
const variantImages = declaresBody(
  z.object(
    Object.fromEntries(IMAGE_SIZE_KEYS.map((size) => [size, z.file().optional()])) as Record<
      ImageSizeKey,
      z.ZodOptional<z.ZodFile>
    >,
  ),
  'form',
)
const singleImage = declaresBody(z.object({ image: z.file() }), 'form')

/** Products, variants and their pictures, brands and categories. Every write purges the cached answers it touches. */
export const adminCatalogue = new Hono<ApiEnv>({ strict: false })
  .get('/products', query(adminProductsQuerySchema), answers('Page<AdminProductRow>'), async (c) =>
    c.json(await adminServices(c).catalogue.list(c.req.valid('query'), c.var.locale)),
  )
  .post('/products', changes('product'), jsonBody(productCreateSchema), answers('AdminProduct', 201), async (c) =>
    c.json(await adminServices(c).catalogue.createProduct(actorId(c), c.req.valid('json')), 201),
  )
  .post('/products/bulk', changes('product'), jsonBody(productBulkSchema), answers('ProductBulkResult'), async (c) =>
    c.json(await adminServices(c).productBulk(actorId(c), c.req.valid('json'))),
  )
  .get('/products/:id', byId, product, async (c) =>
    c.json(await adminServices(c).catalogue.product(c.req.valid('param').id)),
  )
  .get('/products/:id/stock-movements', byId, answers('AdminStockMovement[]'), async (c) =>
    c.json(await adminServices(c).catalogue.stockMovements(c.req.valid('param').id)),
  )
  .patch('/products/:id', changes('product'), byId, jsonBody(productUpdateSchema), product, async (c) =>
    c.json(await adminServices(c).catalogue.updateProduct(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/products/:id/duplicate',
    changes('product'),
    byId,
    jsonBody(productDuplicateSchema),
    answers('AdminProduct', 201),
    async (c) =>
      c.json(
        await adminServices(c).catalogue.duplicateProduct(actorId(c), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  )
  .post('/products/:id/archive', changes('product', productOf.productParam), byId, product, async (c) =>
    c.json(await adminServices(c).catalogue.archiveProduct(actorId(c), c.req.valid('param').id)),
  )
  .post('/products/:id/restore', changes('product', productOf.productParam), byId, product, async (c) =>
    c.json(await adminServices(c).catalogue.restoreProduct(actorId(c), c.req.valid('param').id)),
  )
  .post(
    '/products/:id/variants',
    changes('product', productOf.productParam),
    byId,
    jsonBody(variantCreateSchema),
    answers('AdminProduct', 201),
    async (c) =>
      c.json(
        await adminServices(c).catalogue.createVariant(actorId(c), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  )
  .patch(
    '/variants/:id',
    changes('product', productOf.variantParam),
    byId,
    jsonBody(variantUpdateSchema),
    product,
    async (c) =>
      c.json(await adminServices(c).catalogue.updateVariant(actorId(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/variants/:id/images',
    changes('product', productOf.variantParam),
    byId,
    variantImages,
    answers('AdminProduct', 201),
    async (c) => {
      const form = await formOf(c)
      const files = Object.fromEntries(
        IMAGE_SIZE_KEYS.map((size) => [size, form.get(size)]).filter(([, v]) => v instanceof File),
      )
      const { productId } = await adminServices(c).images.add(actorId(c), c.req.valid('param').id, files)
      return c.json(await adminServices(c).catalogue.product(productId), 201)
    },
  )
  .delete('/images/:id', changes('product'), byId, product, async (c) => {
    const { productId } = await adminServices(c).images.remove(actorId(c), c.req.valid('param').id)
    return c.json(await adminServices(c).catalogue.product(productId))
  })
  .get('/brands', brands, async (c) => c.json(await adminServices(c).brandsCategories.brands()))
  .post('/brands', changes('brand'), jsonBody(brandCreateSchema), answers('AdminBrand[]', 201), async (c) =>
    c.json(await adminServices(c).brandsCategories.createBrand(actorId(c), c.req.valid('json')), 201),
  )
  .patch('/brands/:id', changes('brand'), byId, jsonBody(brandUpdateSchema), brands, async (c) =>
    c.json(
      await adminServices(c).brandsCategories.updateBrand(actorId(c), c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  .delete('/brands/:id', changes('brand'), byId, brands, async (c) => {
    await adminServices(c).catalogueRemoval.deleteBrand(actorId(c), c.req.valid('param').id)
    return c.json(await adminServices(c).brandsCategories.brands())
  })
  .post('/brands/:id/image', changes('brand'), byId, singleImage, brands, async (c) => {
    const brandId = c.req.valid('param').id
    await adminServices(c).images.setSingle(actorId(c), 'brand', brandId, (await formOf(c)).get('image'))
    return c.json(await adminServices(c).brandsCategories.brands())
  })
  .get('/categories', categories, async (c) => c.json(await adminServices(c).brandsCategories.categories()))
  .post(
    '/categories',
    changes('category'),
    jsonBody(categoryCreateSchema),
    answers('AdminCategory[]', 201),
    async (c) => c.json(await adminServices(c).brandsCategories.createCategory(actorId(c), c.req.valid('json')), 201),
  )
  .delete('/categories/:id', changes('category'), byId, categories, async (c) => {
    await adminServices(c).catalogueRemoval.deleteCategory(actorId(c), c.req.valid('param').id)
    return c.json(await adminServices(c).brandsCategories.categories())
  })
  .post('/categories/:id/image', changes('category'), byId, singleImage, categories, async (c) => {
    const categoryId = c.req.valid('param').id
    await adminServices(c).images.setSingle(actorId(c), 'category', categoryId, (await formOf(c)).get('image'))
    return c.json(await adminServices(c).brandsCategories.categories())
  })
  .patch('/categories/:id', changes('category'), byId, jsonBody(categoryUpdateSchema), categories, async (c) =>
    c.json(
      await adminServices(c).brandsCategories.updateCategory(actorId(c), c.req.valid('param').id, c.req.valid('json')),
    ),
  )
