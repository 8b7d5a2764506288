import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { resources } from '../../i18n/resources'
import { receiptsText } from './health-panels'

function tOf(lng: 'ua' | 'en') {
  const i18n = i18next.createInstance()
  void i18n.init({ lng, resources, initAsync: false, interpolation: { escapeValue: false } })
  return i18n.t
}

describe('the health page’s receipts line', () => {
  it('counts receipts Checkbox rejected without saying they are late', () => {
    const ua = receiptsText(tOf('ua'), { count: 1, rejected: 1 })
    expect(ua).toBe('Чеків, які відхилив Checkbox: 1. Відкрийте їх, щоб побачити причину й надіслати знову.')
    expect(receiptsText(tOf('en'), { count: 1, rejected: 1 })).not.toMatch(/half an hour/)
  })

  it('says "over half an hour" of the late ones alone', () => {
    expect(receiptsText(tOf('ua'), { count: 3, rejected: 1 })).toBe(
      'Чеків, які відхилив Checkbox: 1. Відкрийте їх, щоб побачити причину й надіслати знову. Чеків, які не видано понад пів години: 2.',
    )
    expect(receiptsText(tOf('en'), { count: 2, rejected: 0 })).toBe('Receipts still not issued after half an hour: 2.')
  })
})
