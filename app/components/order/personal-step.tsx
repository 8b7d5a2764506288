import { useTranslation } from 'react-i18next'
import { ORDER_FIELD_LIMITS } from '../../domain/order-form'
import { TextField } from './text-field'
import type { Checkout } from './use-checkout'

/** Spec §2/§5 step 1: personal data, each field checked when it loses focus. */
export function PersonalStep({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const { values, errors, step } = checkout
  const field = (name: 'first_name' | 'last_name' | 'father_name') => (
    <TextField
      name={name}
      label={t(`order.${name}`)}
      value={values[name]}
      error={errors[name]}
      optional={name === 'father_name'}
      autoComplete={name === 'first_name' ? 'given-name' : name === 'last_name' ? 'family-name' : 'additional-name'}
      maxLength={ORDER_FIELD_LIMITS[name]}
      onChange={(v) => checkout.change(name, v)}
      onBlur={() => checkout.blur(name)}
    />
  )

  if (step !== 1) {
    const who = [values.last_name, values.first_name, values.father_name].filter(Boolean).join(' ')
    return (
      <section className="step step--done" data-testid="order-step-1">
        <div className="step__head">
          <span className="step__num">✓</span>
          <h2 className="step__title">{t('order.step_personal')}</h2>
          <button type="button" className="link-btn" onClick={() => checkout.setStep(1)}>
            {t('order.edit')}
          </button>
        </div>
        <p className="step__summary">{[who, values.phone, values.email].filter(Boolean).join(' · ')}</p>
      </section>
    )
  }

  return (
    <section className="step" data-testid="order-step-1">
      <div className="step__head">
        <span className="step__num">1</span>
        <h2 className="step__title">{t('order.step_personal')}</h2>
      </div>
      <form
        className="step__body"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          checkout.goToDelivery()
        }}
      >
        <div className="fields">
          {field('last_name')}
          {field('first_name')}
          {field('father_name')}
          <TextField
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('order.phone')}
            hint={t('order.phone_hint')}
            value={values.phone}
            error={errors.phone}
            maxLength={ORDER_FIELD_LIMITS.phone}
            onChange={(v) => checkout.change('phone', v)}
            onBlur={() => checkout.blur('phone')}
          />
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('order.email')}
            optional
            value={values.email}
            error={errors.email}
            maxLength={ORDER_FIELD_LIMITS.email}
            onChange={(v) => checkout.change('email', v)}
            onBlur={() => checkout.blur('email')}
          />
        </div>
        <div className="step__actions">
          <button type="submit" className="btn btn--primary" data-testid="order-next">
            {t('order.next')}
          </button>
        </div>
      </form>
    </section>
  )
}
