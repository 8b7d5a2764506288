import { useTranslation } from 'react-i18next'
import { REST_WAYS, type RestWay } from '../../domain/order-returns'
import { errorTexts, useCodeText } from './form-field'
import { useFormatters } from './formatters'
import type { ReturnDraftApi } from './use-return-draft'

/**
 * Whether money goes back, and before anything is recorded, how: what returns through the provider
 * on its own (the card, or an invoice's transfer), and for the rest, which the provider cannot give
 * back, the way staff pay it themselves: cash handed over in person, or a bank transfer they sent.
 */
export function ReturnMoney({ draft }: { draft: ReturnDraftApi }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const text = useCodeText()
  const { form, split, values, byTransfer, send } = draft
  return (
    <>
      <form.Field name="refund">
        {(field) => (
          <label className="adm-inline">
            <input
              type="checkbox"
              checked={field.state.value}
              data-testid="order-return-refund"
              onChange={(e) => field.handleChange(e.target.checked)}
            />{' '}
            {t('admin.returns.refund')}
          </label>
        )}
      </form.Field>
      {values.refund && split.providerUah + split.restUah > 0 && (
        <div className="adm-return-split" data-testid="order-return-split">
          {split.providerUah > 0 && (
            <p>
              {t(byTransfer ? 'admin.returns.split_transfer' : 'admin.returns.split_card', {
                amount: fmt.money(split.providerUah),
              })}
            </p>
          )}
          {split.restUah > 0 && (
            <form.Field name="restBy">
              {(field) => {
                const messages = [...errorTexts(field.state.meta.errors, text), ...(send.error?.fields?.rest_by ?? [])]
                return (
                  <fieldset className={messages.length ? 'adm-field--error' : undefined}>
                    <legend>
                      {t(split.providerUah > 0 ? 'admin.returns.rest_legend' : 'admin.returns.rest_legend_all', {
                        amount: fmt.money(split.restUah),
                      })}
                    </legend>
                    {REST_WAYS.map((way) => (
                      <label key={way} className="adm-return-split__way">
                        <input
                          type="radio"
                          name="return-rest-by"
                          value={way}
                          required
                          checked={field.state.value === way}
                          onChange={() => field.handleChange(way as RestWay)}
                          data-testid={`order-return-rest-${way}`}
                        />
                        <span>{t(`admin.returns.rest_${way}`)}</span>
                      </label>
                    ))}
                    {messages.length > 0 && (
                      <span className="adm-field__error" role="alert">
                        {messages.join(' ')}
                      </span>
                    )}
                  </fieldset>
                )
              }}
            </form.Field>
          )}
        </div>
      )}
    </>
  )
}
