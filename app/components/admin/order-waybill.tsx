import { useForm } from '@tanstack/react-form'
import { type UseMutationResult, useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminWaybillView, type WaybillCreate, waybillCreateSchema } from '../../contract/admin-waybills'
import type { ApiError } from '../../lib/api-client'
import { useLocale } from '../../i18n/use-locale'
import { cancelWaybill, createWaybill, openLabel, waybillQuery } from '../../lib/admin-queries/waybills'
import { FormError } from './fields'
import { FormField, NumberInput } from './form-field'
import { useFormatters } from './formatters'

/**
 * The order's Nova Poshta waybill: made here from the order (staff give the weight and seats, the
 * server everything else, the cash-on-delivery sum too), its label printed, cancelled while the
 * parcel is still in the shop. Either reloads the order, whose TTN the waybill sets.
 */
export function OrderWaybill({ id }: { id: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = useFormatters()
  const { data: view, error } = useQuery(waybillQuery(id, locale))
  const create = useMutation(createWaybill(id, locale))
  const cancel = useMutation(cancelWaybill(id, locale))
  const [labelFailed, setLabelFailed] = useState(false)
  async function print() {
    setLabelFailed(false)
    // Opened within the click, so no pop-up blocker stops it; the PDF follows.
    const tab = window.open('', '_blank')
    await openLabel(id, locale, tab).catch(() => {
      tab?.close()
      setLabelFailed(true)
    })
  }

  if (!view) return error ? <FormError error={error} /> : null
  const busy = create.isPending || cancel.isPending
  return (
    <div className="adm-card" data-testid="order-waybill">
      <h2>{t('admin.waybill.title')}</h2>
      <dl className="adm-dl">
        <dt>{t('admin.waybill.number')}</dt>
        <dd data-testid="waybill-number">{view.ttn || t('admin.waybill.none')}</dd>
        <dt>{t('admin.waybill.declared')}</dt>
        <dd>{fmt.money(view.declared_uah)}</dd>
        <dt>{t('admin.waybill.cod')}</dt>
        <dd data-testid="waybill-cod">{view.cod_uah > 0 ? fmt.money(view.cod_uah) : '—'}</dd>
      </dl>
      <p className="muted">{view.cod_uah > 0 ? t('admin.waybill.cod_hint') : t('admin.waybill.no_cod')}</p>
      {view.off && <p className="muted">{t('admin.waybill.off')}</p>}
      {view.ttn && !view.made_here && <p className="muted">{t('admin.waybill.made_by_hand')}</p>}
      {view.unconfirmed && (
        <p className="adm-alert" role="status" data-testid="waybill-unconfirmed">
          {t('admin.waybill.unconfirmed')}
        </p>
      )}
      {!view.off && !view.ttn && view.refusal && <p className="muted">{view.refusal}</p>}
      {!view.off && !view.ttn && !view.refusal && <WaybillForm view={view} create={create} busy={busy} />}
      {view.ttn && (
        <div className="adm-inline">
          <button type="button" className="btn btn--primary btn--small" onClick={print} data-testid="waybill-print">
            {t('admin.waybill.print')}
          </button>
          {view.can_cancel && (
            <button
              type="button"
              className="btn btn--danger btn--small"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('admin.waybill.confirm_cancel', { ttn: view.ttn }))) cancel.mutate()
              }}
              data-testid="waybill-cancel"
            >
              {t('admin.waybill.cancel')}
            </button>
          )}
        </div>
      )}
      {labelFailed && (
        <p className="adm-alert adm-alert--error" role="alert">
          {t('admin.waybill.label_failed')}
        </p>
      )}
      {/* Once the order has its waybill, a creation refused meanwhile (a second click, another tab) is moot. */}
      <FormError
        error={view.ttn ? cancel.error : (create.error ?? cancel.error)}
        shown={['weight_kg', 'seats', 'override_reason']}
      />
    </div>
  )
}

/** The parcel's two figures and what each box takes. */
const PARCEL_FIELDS = [
  {
    name: 'weight_kg',
    label: 'admin.waybill.weight',
    testId: 'waybill-weight',
    inputMode: 'decimal',
    step: '0.1',
    min: '0.1',
    max: '30',
  },
  { name: 'seats', label: 'admin.waybill.seats', testId: 'waybill-seats', inputMode: 'numeric', min: '1', max: '10' },
] as const

/** Weight and seats, starting from the order's defaults; the schema is the server's own. */
function WaybillForm({
  view,
  create,
  busy,
}: {
  view: AdminWaybillView
  create: UseMutationResult<AdminWaybillView, ApiError, WaybillCreate>
  busy: boolean
}) {
  const { t } = useTranslation()
  const form = useForm({
    defaultValues: {
      weight_kg: view.weight_kg,
      seats: view.seats,
      // Only an order whose payment went back in full sends a reason (the field is shown then).
      ...(view.override_needed ? { override_reason: '' } : {}),
    } as WaybillCreate,
    validators: { onSubmit: waybillCreateSchema },
    onSubmit: async ({ value }) => {
      await create.mutateAsync(value).catch(() => null)
    },
  })
  return (
    <form
      className="adm-inline"
      noValidate
      data-testid="waybill-form"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      {PARCEL_FIELDS.map(({ name, label, testId, ...input }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <FormField label={t(label)} name={name} errors={field.state.meta.errors} server={create.error}>
              <NumberInput
                {...input}
                name={name}
                value={field.state.value}
                onNumber={field.handleChange}
                data-testid={testId}
              />
            </FormField>
          )}
        </form.Field>
      ))}
      {view.override_needed && (
        <form.Field name="override_reason">
          {(field) => (
            <FormField
              label={t('admin.override.reason')}
              name="override_reason"
              errors={field.state.meta.errors}
              server={create.error}
            >
              <input
                className="adm-input"
                maxLength={500}
                value={field.state.value ?? ''}
                onChange={(e) => field.handleChange(e.target.value)}
                data-testid="waybill-override-reason"
              />
            </FormField>
          )}
        </form.Field>
      )}
      <button type="submit" className="btn btn--primary btn--small" disabled={busy} data-testid="waybill-create">
        {create.isPending ? t('admin.waybill.creating') : t('admin.waybill.create')}
      </button>
    </form>
  )
}
