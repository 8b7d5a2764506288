import { describe, expect, it } from 'vitest'
import { addressKey, isAddressText } from './address'

describe('the address rule', () => {
  it.each([
    'просп. Лесі Українки, 26/2',
    'вул. Січових Стрільців, 5',
    "вул. Кам'яна",
    'вул. Кам’яна',
    'Відділення №3',
    '12-Б',
    'кв. 7',
  ])('accepts %s', (text) => expect(isAddressText(text)).toBe(true))

  it.each(['<b>Київ</b>', 'a & b', 'вул.\nЛісова', 'вул.\tЛісова', '{{x}}', 'a=b', 'back\\slash'])(
    'refuses markup and control characters: %j',
    (text) => expect(isAddressText(text)).toBe(false),
  )
})

describe('addressKey', () => {
  it('folds case in Cyrillic, collapses spaces and punctuation', () => {
    const key = addressKey('Київ', 'вул. Січових Стрільців', '5', '12')
    expect(addressKey('КИЇВ', 'ВУЛ.  СІЧОВИХ   СТРІЛЬЦІВ', ' 5 ', '12')).toBe(key)
    expect(addressKey('Київ', 'вул Січових Стрільців,', '5', '12')).toBe(key)
    expect(addressKey('Київ', 'вул. Січових Стрільців', '5', '13')).not.toBe(key)
  })

  it('reads the apostrophe look-alikes and full-width letters as one', () => {
    expect(addressKey("вул. Кам'яна")).toBe(addressKey('вул. Кам’яна'))
    expect(addressKey('вул. Камʼяна')).toBe(addressKey('ВУЛ. КАМЯНА'))
    expect(addressKey('ＡＢＣ 5')).toBe(addressKey('abc 5'))
  })
})
