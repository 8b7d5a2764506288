import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { Field, FormError, toInt } from '../components/admin/fields'
import { useAdminAction, useAdminData } from '../components/admin/use-admin'
import { VariantEditor } from '../components/admin/variant-editor'
import { StockMovements } from '../components/admin/stock-movements'
import { ProductActions } from '../components/admin/product-actions'
import { useLocale } from '../i18n/use-locale'
import { productQuery } from '../lib/admin-queries/products'
import type { AdminProduct } from '../contract/admin-catalogue'

export const Route = createFileRoute('/admin/products/$id')({ component: ProductPage })

const TEXT = ['name_ua', 'name_en', 'slug', 'serie', 'short_ua', 'short_en'] as const
const LONG = [
  'description_ua',
  'description_en',
  'prescription_ua',
  'prescription_en',
  'application_ua',
  'application_en',
  'composition',
] as const
type Draft = Record<
  (typeof TEXT)[number] | (typeof LONG)[number] | 'brand_id' | 'category_id' | 'sort_order',
  string
> & { is_active: boolean }

const draftOf = (p: AdminProduct): Draft => ({
  ...(Object.fromEntries([...TEXT, ...LONG].map((k) => [k, p[k]])) as Record<
    (typeof TEXT)[number] | (typeof LONG)[number],
    string
  >),
  brand_id: String(p.brand_id),
  category_id: String(p.category_id),
  sort_order: String(p.sort_order),
  is_active: p.is_active,
})

function ProductPage() {
  const { id } = Route.useParams()
  const { t } = useTranslation()
  const loaded = useQuery(productQuery(Number(id), useLocale()))
  if (loaded.error) return <FormError error={loaded.error} />
  if (!loaded.data) return <p className="muted">{t('admin.common.loading')}</p>
  // A reload (coming back to the page) starts the editor again from what the server holds now.
  return <ProductEditor key={`${loaded.data.id}:${loaded.dataUpdatedAt}`} initial={loaded.data} />
}

function ProductEditor({ initial }: { initial: AdminProduct }) {
  const id = initial.id
  const { t } = useTranslation()
  const brands = useAdminData('brands', (api) => api.admin.brands.$get()).data ?? []
  const categories = useAdminData('categories', (api) => api.admin.categories.$get()).data ?? []
  const [product, setProduct] = useState<AdminProduct>(initial)
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial))
  const [saved, setSaved] = useState(false)
  const action = useAdminAction()
  const add = useAdminAction()
  const [newVariant, setNewVariant] = useState({ code: '', value_ua: '', value_en: '', price: '' })

  const set = (k: keyof Draft, v: string | boolean) => {
    setSaved(false)
    setDraft({ ...draft, [k]: v })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = {
      ...draft,
      brand_id: toInt(draft.brand_id),
      category_id: toInt(draft.category_id),
      sort_order: toInt(draft.sort_order),
    }
    const next = await action.run((api) => api.admin.products[':id'].$patch({ param: { id: String(id) }, json: body }))
    if (next) {
      setProduct(next)
      setDraft(draftOf(next))
      setSaved(true)
    }
  }

  async function addVariant(event: FormEvent) {
    event.preventDefault()
    // An empty price goes as missing (JSON drops it), and the server answers the field's error.
    const next = await add.run((api) =>
      api.admin.products[':id'].variants.$post({
        param: { id: String(id) },
        json: { ...newVariant, price: toInt(newVariant.price) as number },
      }),
    )
    if (next) {
      setProduct(next)
      setNewVariant({ code: '', value_ua: '', value_en: '', price: '' })
    }
  }

  return (
    <AdminPage
      title={product.name_ua}
      actions={
        <>
          <a className="btn btn--ghost btn--small" href={`/product/${product.slug}`} target="_blank" rel="noreferrer">
            {t('admin.products.open_in_store')}
          </a>
          <Link to="/admin/products" className="btn btn--ghost btn--small">
            ← {t('admin.nav.products')}
          </Link>
        </>
      }
    >
      <form className="adm-card adm-form adm-form--pairs" onSubmit={save} data-testid="product-form">
        {TEXT.map((k) => (
          <Field key={k} label={t(`admin.product.${k}`)} name={k} error={action.error}>
            <input value={draft[k]} onChange={(e) => set(k, e.target.value)} name={k} />
          </Field>
        ))}
        <Field label={t('admin.products.brand')} name="brand_id" error={action.error}>
          <select value={draft.brand_id} onChange={(e) => set('brand_id', e.target.value)}>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.products.category')} name="category_id" error={action.error}>
          <select value={draft.category_id} onChange={(e) => set('category_id', e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent_id ? '— ' : ''}
                {c.name_ua}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.products.sort_order')} name="sort_order" error={action.error}>
          <input type="number" value={draft.sort_order} onChange={(e) => set('sort_order', e.target.value)} />
        </Field>
        <label className="adm-check">
          <input type="checkbox" checked={draft.is_active} onChange={(e) => set('is_active', e.target.checked)} />{' '}
          {t('admin.products.visible')}
        </label>
        {LONG.map((k) => (
          <Field key={k} label={t(`admin.product.${k}`)} name={k} error={action.error}>
            <textarea value={draft[k]} onChange={(e) => set(k, e.target.value)} name={k} />
          </Field>
        ))}
        <div className="adm-form__actions">
          <button type="submit" className="btn btn--primary" disabled={action.busy} data-testid="product-save">
            {t('admin.common.save')}
          </button>
          {saved && <span className="adm-badge adm-badge--true">{t('admin.common.saved')}</span>}
        </div>
        <FormError error={action.error} shown={[...TEXT, ...LONG, 'brand_id', 'category_id', 'sort_order']} />
      </form>

      <ProductActions
        product={product}
        onChanged={(next) => {
          setProduct(next)
          setDraft(draftOf(next))
        }}
      />
      <h2>{t('admin.products.variants')}</h2>
      {product.variants.map((v) => (
        <VariantEditor key={`${v.id}:${v.images.length}`} variant={v} onSaved={setProduct} />
      ))}
      <form className="adm-card adm-form" onSubmit={addVariant} data-testid="new-variant-form">
        <h2 className="adm-field--wide">{t('admin.products.new_variant')}</h2>
        {(['code', 'value_ua', 'value_en', 'price'] as const).map((k) => (
          <Field key={k} label={t(`admin.variant.${k}`)} name={k === 'code' ? 'variant.code' : k} error={add.error}>
            <input
              type={k === 'price' ? 'number' : 'text'}
              value={newVariant[k]}
              onChange={(e) => setNewVariant({ ...newVariant, [k]: e.target.value })}
            />
          </Field>
        ))}
        <div className="adm-form__actions">
          <button type="submit" className="btn btn--outline" disabled={add.busy}>
            {t('admin.products.add_variant')}
          </button>
        </div>
        <FormError error={add.error} shown={['variant.code', 'value_ua', 'value_en', 'price']} />
      </form>
      <StockMovements product={product} />
    </AdminPage>
  )
}
