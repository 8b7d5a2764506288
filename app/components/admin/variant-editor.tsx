import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminProduct, AdminVariant } from '../../contract/admin-catalogue'
import { makeImageSizes } from '../../lib/image-sizes'
import { FormError, toInt } from './fields'
import { useAdminAction } from './use-admin'

const NUMBER_FIELDS = [
  'price',
  'discount_price',
  'whoosale_price',
  'discount_whoosale_price',
  'stock',
  'stock_opt',
  'sort_order',
] as const
const TEXT_FIELDS = ['code', 'barcode', 'value_ua', 'value_en'] as const
type Draft = Record<(typeof NUMBER_FIELDS)[number] | (typeof TEXT_FIELDS)[number], string>

const draftOf = (v: AdminVariant): Draft => ({
  code: v.code,
  barcode: v.barcode ?? '',
  value_ua: v.value_ua,
  value_en: v.value_en,
  price: String(v.price),
  discount_price: String(v.discount_price),
  whoosale_price: String(v.whoosale_price),
  discount_whoosale_price: String(v.discount_whoosale_price),
  stock: String(v.stock),
  stock_opt: String(v.stock_opt),
  sort_order: String(v.sort_order),
})

/** One variant: values, prices, stocks and sort order saved together, and its pictures. */
export function VariantEditor({ variant, onSaved }: { variant: AdminVariant; onSaved: (p: AdminProduct) => void }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Draft>(() => draftOf(variant))
  const [saved, setSaved] = useState(false)
  const action = useAdminAction()
  const upload = useAdminAction()
  const [uploading, setUploading] = useState(false)

  async function save() {
    const body: Record<string, unknown> = {}
    for (const f of TEXT_FIELDS) body[f] = draft[f]
    for (const f of NUMBER_FIELDS) body[f] = toInt(draft[f])
    const product = await action.run((api) =>
      api.admin.variants[':id'].$patch({ param: { id: String(variant.id) }, json: body }),
    )
    if (product) {
      setSaved(true)
      onSaved(product)
    }
  }

  async function addImage(file: File) {
    setUploading(true)
    try {
      const sizes = await makeImageSizes(file)
      const form = Object.fromEntries(
        Object.entries(sizes).map(([size, blob]) => [
          size,
          new File([blob], `${size}.${blob.type === 'image/webp' ? 'webp' : 'jpg'}`, { type: blob.type }),
        ]),
      )
      const product = await upload.run((api) =>
        api.admin.variants[':id'].images.$post({ param: { id: String(variant.id) }, form }),
      )
      if (product) onSaved(product)
    } catch (error) {
      upload.setError(null)
      window.alert(String(error))
    } finally {
      setUploading(false)
    }
  }

  async function removeImage(id: number) {
    if (!window.confirm(t('admin.products.confirm_remove_image'))) return
    const product = await upload.run((api) => api.admin.images[':id'].$delete({ param: { id: String(id) } }))
    if (product) onSaved(product)
  }

  const input = (f: keyof Draft, type: 'text' | 'number' = 'text') => (
    <input
      className="adm-input"
      type={type}
      aria-label={t(`admin.variant.${f}`)}
      value={draft[f]}
      onChange={(e) => {
        setSaved(false)
        setDraft((d) => ({ ...d, [f]: e.target.value }))
      }}
      data-testid={`variant-${variant.id}-${f}`}
    />
  )

  return (
    <div className="adm-card" data-testid={`variant-${variant.id}`}>
      <div className="adm-form" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))' }}>
        {TEXT_FIELDS.map((f) => (
          <label key={f} className={`adm-field${action.error?.fields?.[f] ? ' adm-field--error' : ''}`}>
            <span className="adm-field__label">{t(`admin.variant.${f}`)}</span>
            {input(f)}
            <FieldMessages messages={action.error?.fields?.[f]} />
          </label>
        ))}
        {NUMBER_FIELDS.map((f) => (
          <label key={f} className={`adm-field${action.error?.fields?.[f] ? ' adm-field--error' : ''}`}>
            <span className="adm-field__label">{t(`admin.variant.${f}`)}</span>
            {input(f, 'number')}
            <FieldMessages messages={action.error?.fields?.[f]} />
          </label>
        ))}
        <div className="adm-form__actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={action.busy}
            onClick={save}
            data-testid={`variant-${variant.id}-save`}
          >
            {t('admin.common.save')}
          </button>
          {saved && <span className="adm-badge adm-badge--true">{t('admin.common.saved')}</span>}
        </div>
      </div>
      <FormError error={action.error} shown={[...TEXT_FIELDS, ...NUMBER_FIELDS]} />
      <div className="adm-inline" style={{ marginTop: 12 }}>
        <div className="adm-thumbs">
          {variant.images.map((img) => (
            <div className="adm-thumb" key={img.id}>
              <img src={img.s} alt="" />
              <button type="button" aria-label={t('admin.products.remove_image')} onClick={() => removeImage(img.id)}>
                ×
              </button>
            </div>
          ))}
        </div>
        <label className="btn btn--outline btn--small">
          {uploading ? t('admin.common.loading') : t('admin.products.add_image')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            disabled={uploading}
            onChange={(e) => e.target.files?.[0] && addImage(e.target.files[0])}
            data-testid={`variant-${variant.id}-image`}
          />
        </label>
        <span className="muted">{t('admin.products.image_hint')}</span>
      </div>
      <FormError error={upload.error} />
    </div>
  )
}

/** A field's own messages under it (the catalogue's rules name the field they refuse). */
function FieldMessages({ messages }: { messages: string[] | undefined }) {
  if (!messages) return null
  return (
    <span className="adm-field__error" role="alert">
      {messages.join(' ')}
    </span>
  )
}
