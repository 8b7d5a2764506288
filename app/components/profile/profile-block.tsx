import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormMessage, LoadingOverlay } from '../account/form-fields'

/**
 * One block of the personal-info section (spec §2, §4 Profile edit modes): off by default; the edit
 * toggle enables the fields, the cancel toggle resets them; the save button shows only while editing.
 */
export function ProfileBlock({
  title,
  testId,
  editing,
  onToggle,
  onSubmit,
  saving,
  saveDisabled,
  message,
  children,
}: {
  title: string
  testId: string
  editing: boolean
  onToggle: () => void
  onSubmit: () => void
  saving: boolean
  saveDisabled?: boolean
  message?: { kind: 'success' | 'error'; text: ReactNode } | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (editing) onSubmit()
  }
  return (
    <form
      className={editing ? 'pblock pblock--editing' : 'pblock'}
      onSubmit={submit}
      noValidate
      aria-busy={saving}
      data-testid={testId}
    >
      <LoadingOverlay shown={saving} />
      <div className="pblock__head">
        <h2 className="pblock__title">{title}</h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={onToggle} aria-pressed={editing}>
          {editing ? t('accounts.profile.cancel') : t('accounts.profile.edit')}
        </button>
      </div>
      <fieldset className="pblock__fields" disabled={!editing || saving}>
        {children}
      </fieldset>
      {message && (
        <FormMessage kind={message.kind} testId={`${testId}-message`}>
          {message.text}
        </FormMessage>
      )}
      {editing && (
        <div className="pblock__actions">
          <button type="submit" className="btn btn--primary" disabled={saving || saveDisabled}>
            {t('accounts.profile.save')}
          </button>
        </div>
      )}
    </form>
  )
}
