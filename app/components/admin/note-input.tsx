import { useTranslation } from 'react-i18next'

export interface Note {
  text: string
  forBuyer: boolean
}

/** A staff note's text and whether the buyer reads it (internal otherwise): beside a move, or on its own. */
export function NoteInput({
  note,
  onChange,
  placeholder,
}: {
  note: Note
  onChange: (note: Note) => void
  placeholder: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <input
        className="adm-input"
        style={{ flex: 1, minWidth: 220 }}
        placeholder={placeholder}
        value={note.text}
        maxLength={500}
        onChange={(e) => onChange({ ...note, text: e.target.value })}
      />
      <label className="adm-inline">
        <input
          type="checkbox"
          checked={note.forBuyer}
          onChange={(e) => onChange({ ...note, forBuyer: e.target.checked })}
        />{' '}
        {t('admin.order.note_for_buyer')}
      </label>
    </>
  )
}
