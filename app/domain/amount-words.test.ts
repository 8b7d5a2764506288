import { describe, expect, it } from 'vitest'
import { amountInWords } from './amount-words'

describe('a sum in words, as an invoice writes it', () => {
  it.each([
    [115_000, "Одна тисяча сто п'ятдесят гривень 00 копійок"],
    [2_100, 'Двадцять одна гривня 00 копійок'],
    [200, 'Дві гривні 00 копійок'],
    [1_100_000, 'Одинадцять тисяч гривень 00 копійок'],
    [2_200_000, 'Двадцять дві тисячі гривень 00 копійок'],
    [200_000_000, 'Два мільйони гривень 00 копійок'],
    [123_456_789, "Один мільйон двісті тридцять чотири тисячі п'ятсот шістдесят сім гривень 89 копійок"],
    [1_201, 'Дванадцять гривень 01 копійка'],
    [0, 'Нуль гривень 00 копійок'],
  ])('%i kopecks in Ukrainian: %s', (kopecks, words) => expect(amountInWords(kopecks, 'ua')).toBe(words))

  it.each([
    [115_000, 'One thousand one hundred fifty hryvnias 00 kopecks'],
    [100, 'One hryvnia 00 kopecks'],
    [123_456_789, 'One million two hundred thirty-four thousand five hundred sixty-seven hryvnias 89 kopecks'],
  ])('%i kopecks in English: %s', (kopecks, words) => expect(amountInWords(kopecks, 'en')).toBe(words))
})
