import { describe, expect, it } from 'vitest'
import { toCyrillic, toLatin } from './transliterate'

describe('toLatin (Ukrainian national transliteration, resolution No. 55 of 2010)', () => {
  // The examples of the resolution's table, lower-cased.
  it.each([
    ['Алушта', 'alushta'],
    ['Борщагівка', 'borshchahivka'],
    ['Вінниця', 'vinnytsia'],
    ['Гадяч', 'hadiach'],
    ['Згорани', 'zghorany'],
    ['Розгон', 'rozghon'],
    ['Ґалаґан', 'galagan'],
    ['Горгани', 'horhany'],
    ['Дон', 'don'],
    ['Рівне', 'rivne'],
    ['Єнакієве', 'yenakiieve'],
    ['Наєнко', 'naienko'],
    ['Житомир', 'zhytomyr'],
    ['Закарпаття', 'zakarpattia'],
    ['Медвин', 'medvyn'],
    ['Іршава', 'irshava'],
    ['Їжакевич', 'yizhakevych'],
    ['Кадиївка', 'kadyivka'],
    ['Йосипівка', 'yosypivka'],
    ['Стрий', 'stryi'],
    ['Олексій', 'oleksii'],
    ['Київ', 'kyiv'],
    ['Харків', 'kharkiv'],
    ['Біла Церква', 'bila tserkva'],
    ['Чернівці', 'chernivtsi'],
    ['Шостка', 'shostka'],
    ['Гоща', 'hoshcha'],
    ['Юрій', 'yurii'],
    ['Корюківка', 'koriukivka'],
    ['Яготин', 'yahotyn'],
    ['Костянтин', 'kostiantyn'],
    ['Знам’янка', 'znamianka'],
    ["Знам'янка", 'znamianka'],
    ['Феодосія', 'feodosiia'],
    ['Луцьк', 'lutsk'],
    ['Крем для обличчя', 'krem dlia oblychchia'],
    ['Сироватка з ретинолом, 30 мл', 'syrovatka z retynolom, 30 ml'],
    ['Шампунь Hydra Balance', 'shampun hydra balance'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(toLatin(input)).toBe(expected)
  })

  it('keeps digits, punctuation and Latin text', () => {
    expect(toLatin('RN-10234 / 50 ml')).toBe('rn-10234 / 50 ml')
  })
})

describe('toCyrillic (best-effort reverse)', () => {
  it.each([
    ['krem', 'крем'],
    ['Krem dlia oblychchia', 'крем для обличчя'],
    ['shampun', 'шампун'],
    ['shchitka', 'щітка'],
    ['zghorany', 'згорани'],
    ['yaroshenko', 'ярошенко'],
    ['yurii', 'юрій'],
    ['stryi', 'стрий'],
    ['kharkiv', 'харків'],
    ['tserkva', 'церква'],
    ['Rica', 'ріка'],
    ['Serum', 'серум'],
    ['Gel', 'гел'],
    ['Jessica', 'джессіка'],
    ['Hydra Balance', 'гидра баланке'],
    ['Crème', 'креме'],
    ['RN-10234', 'рн-10234'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(toCyrillic(input)).toBe(expected)
  })

  it.each(['крем', 'маска', 'шампунь', 'щітка', 'згорани', 'ярошенко', 'пілінг', 'жовтий'])(
    'round-trips plain Ukrainian words without iotated letters mid-word: %s',
    (word) => {
      expect(toCyrillic(toLatin(word))).toBe(word.replace(/ь/g, ''))
    },
  )
})
