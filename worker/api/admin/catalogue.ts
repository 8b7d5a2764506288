import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  adminProductsQuerySchema,
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  variantCreateSchema,
  variantUpdateSchema,
} from '../../../app/contract/admin-catalogue'
import { idParam } from '../../../app/contract/admin-common'
import { AppError } from '../../../app/domain/app-error'
import { IMAGE_SIZE_KEYS } from '../../services/admin/images'
import type { ApiEnv } from '../app-env'
import { parseJson, parseParam, parseQuery } from '../validate'
import { actorId, adminServices } from './context'
import { changes } from '../page-writes'
import { productOf } from '../page-subjects'

const id = (value: string | undefined) => parseParam(idParam, value)

async function formOf(c: Context<ApiEnv>): Promise<FormData> {
  try {
    return await c.req.formData()
  } catch {
    throw new AppError('invalid_data', 'Send the images as multipart/form-data')
  }
}

/** Products, variants and their pictures, brands and categories. Every write purges the cached answers it touches. */
export const adminCatalogue = new Hono<ApiEnv>({ strict: false })
  .get('/products', async (c) => c.json(await adminServices(c).catalogue.list(parseQuery(c, adminProductsQuerySchema), c.var.locale)))
  .post('/products', changes('product'), async (c) => c.json(await adminServices(c).catalogue.createProduct(actorId(c), await parseJson(c, productCreateSchema)), 201))
  .get('/products/:id', async (c) => c.json(await adminServices(c).catalogue.product(id(c.req.param('id')))))
  .patch('/products/:id', changes('product'), async (c) => {
    const productId = id(c.req.param('id'))
    return c.json(await adminServices(c).catalogue.updateProduct(actorId(c), productId, await parseJson(c, productUpdateSchema)))
  })
  .post('/products/:id/variants', changes('product', productOf.productParam), async (c) => {
    const productId = id(c.req.param('id'))
    return c.json(await adminServices(c).catalogue.createVariant(actorId(c), productId, await parseJson(c, variantCreateSchema)), 201)
  })
  .patch('/variants/:id', changes('product', productOf.variantParam), async (c) => {
    const variantId = id(c.req.param('id'))
    return c.json(await adminServices(c).catalogue.updateVariant(actorId(c), variantId, await parseJson(c, variantUpdateSchema)))
  })
  .post('/variants/:id/images', changes('product', productOf.variantParam), async (c) => {
    const variantId = id(c.req.param('id'))
    const form = await formOf(c)
    const files = Object.fromEntries(IMAGE_SIZE_KEYS.map((size) => [size, form.get(size)]).filter(([, v]) => v instanceof File))
    const { productId } = await adminServices(c).images.add(actorId(c), variantId, files)
    return c.json(await adminServices(c).catalogue.product(productId), 201)
  })
  .delete('/images/:id', changes('product'), async (c) => {
    const { productId } = await adminServices(c).images.remove(actorId(c), id(c.req.param('id')))
    return c.json(await adminServices(c).catalogue.product(productId))
  })
  .get('/brands', async (c) => c.json(await adminServices(c).brandsCategories.brands()))
  .post('/brands', changes('brand'), async (c) => c.json(await adminServices(c).brandsCategories.createBrand(actorId(c), await parseJson(c, brandCreateSchema)), 201))
  .patch('/brands/:id', changes('brand'), async (c) => {
    const brandId = id(c.req.param('id'))
    return c.json(await adminServices(c).brandsCategories.updateBrand(actorId(c), brandId, await parseJson(c, brandUpdateSchema)))
  })
  .post('/brands/:id/image', changes('brand'), async (c) => {
    const brandId = id(c.req.param('id'))
    await adminServices(c).images.setSingle(actorId(c), 'brand', brandId, (await formOf(c)).get('image'))
    return c.json(await adminServices(c).brandsCategories.brands())
  })
  .get('/categories', async (c) => c.json(await adminServices(c).brandsCategories.categories()))
  .post('/categories', changes('category'), async (c) => c.json(await adminServices(c).brandsCategories.createCategory(actorId(c), await parseJson(c, categoryCreateSchema)), 201))
  .post('/categories/:id/image', changes('category'), async (c) => {
    const categoryId = id(c.req.param('id'))
    await adminServices(c).images.setSingle(actorId(c), 'category', categoryId, (await formOf(c)).get('image'))
    return c.json(await adminServices(c).brandsCategories.categories())
  })
  .patch('/categories/:id', changes('category'), async (c) => {
    const categoryId = id(c.req.param('id'))
    return c.json(await adminServices(c).brandsCategories.updateCategory(actorId(c), categoryId, await parseJson(c, categoryUpdateSchema)))
  })
