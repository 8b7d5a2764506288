import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { useLocale } from '../../i18n/use-locale'
import { addNote, saveTtn } from '../../lib/admin-queries/orders'
import { FormError } from './fields'
import { NoteInput } from './note-input'

/** The waybill number and a staff note (internal unless marked for the buyer). */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = String(order.id)
  const ttnSave = useMutation(saveTtn(id, locale))
  const noteAdd = useMutation(addNote(id, locale))
  const [ttn, setTtn] = useState(order.ttn)
  const [note, setNote] = useState({ text: '', forBuyer: false })
  const busy = ttnSave.isPending || noteAdd.isPending

  // One error line for both: a new try clears the other's failure.
  function addTheNote() {
    ttnSave.reset()
    noteAdd.mutate(
      { text: note.text.trim(), for_buyer: note.forBuyer },
      { onSuccess: () => setNote({ text: '', forBuyer: false }) },
    )
  }

  return (
    <div className="adm-card">
      <label className="adm-inline">
        <span>{t('admin.order.ttn')}</span>
        <input
          className="adm-input"
          value={ttn}
          maxLength={40}
          onChange={(e) => setTtn(e.target.value)}
          data-testid="order-ttn"
        />
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy || ttn.trim() === order.ttn}
          onClick={() => {
            noteAdd.reset()
            ttnSave.mutate(ttn.trim())
          }}
        >
          {t('admin.order.save')}
        </button>
      </label>
      <div className="adm-inline" style={{ marginTop: 12 }}>
        <NoteInput note={note} onChange={setNote} placeholder={t('admin.order.note_text')} />
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={busy || note.text.trim() === ''}
          onClick={addTheNote}
        >
          {t('admin.order.add_note')}
        </button>
      </div>
      <FormError error={ttnSave.error ?? noteAdd.error} />
    </div>
  )
}
