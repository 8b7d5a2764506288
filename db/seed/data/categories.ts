/**
 * The two-level category tree and, for each second-level category, the kinds of product it holds:
 * how they are named (Ukrainian gender for adjective agreement), their container shape (for the
 * generated pictures), how they are used (application text, INCI base), sizes and price range.
 */
import type { Shape } from '../images'
import type { PoolName } from './name-parts'

export type Area = 'face' | 'body' | 'hair' | 'nails' | 'makeup' | 'care' | 'depil' | 'tools'
/** Ukrainian grammatical gender of the type noun: masculine, feminine, neuter, plural. */
export type Gender = 'm' | 'f' | 'n' | 'p'
export type Use =
  | 'leaveOn'
  | 'eye'
  | 'cleanser'
  | 'mask'
  | 'peel'
  | 'ampoule'
  | 'spf'
  | 'hairWash'
  | 'hairCare'
  | 'styling'
  | 'dye'
  | 'scalp'
  | 'body'
  | 'shower'
  | 'massage'
  | 'polish'
  | 'nailPrep'
  | 'nailCare'
  | 'makeup'
  | 'lashBrow'
  | 'wax'
  | 'sugar'
  | 'depilCare'
  | 'tool'
  | 'brush'
  | 'device'
  | 'contactGel'
  | 'bag'
  | 'disposable'
  | 'disinfect'

export type Unit = 'ml' | 'g' | 'pcs'
export const UNITS: Record<Unit, readonly [string, string]> = { ml: ['мл', 'ml'], g: ['г', 'g'], pcs: ['шт', 'pcs'] }

export interface ValueOption {
  ua: string
  en: string
  /** Relative size: prices grow with it. */
  amount: number
}

/** Shade naming: products are called «Гель-лак Color Pro №125» instead of taking an adjective. */
export type ShadeKind = 'gel' | 'tone' | 'hairColor' | 'oxidant' | 'lip' | 'brow' | 'glitter'

export interface ProductType {
  /** Word pools for the name and texts, if not the category's (see name-parts.ts). */
  pool?: PoolName
  ua: string
  en: string
  g: Gender
  shape: Shape
  use: Use
  unit: Unit
  values: readonly ValueOption[]
  /** Retail price range (UAH) of the smallest size. */
  price: readonly [number, number]
  shade?: ShadeKind
  /** No «with …» active in the name (tools, devices). */
  noActive?: boolean
}

export interface ChildCategory {
  slug: string
  ua: string
  en: string
  pool?: PoolName
  types: readonly ProductType[]
}

export interface ParentCategory {
  slug: string
  ua: string
  en: string
  area: Area
  pool: PoolName
  /** Tile colour of the category pictures. */
  color: string
  children: readonly ChildCategory[]
}

/** Whole litres and kilograms are written as such; smaller sizes stay in ml and g. */
export const ml = (...sizes: number[]): ValueOption[] =>
  sizes.map((n) => (n >= 1000 && n % 1000 === 0 ? { ua: `${n / 1000} л`, en: `${n / 1000} l`, amount: n } : { ua: `${n} мл`, en: `${n} ml`, amount: n }))
export const g = (...sizes: number[]): ValueOption[] =>
  sizes.map((n) => (n >= 1000 && n % 1000 === 0 ? { ua: `${n / 1000} кг`, en: `${n / 1000} kg`, amount: n } : n >= 1000 ? { ua: `${(n / 1000).toFixed(1).replace('.', ',')} кг`, en: `${(n / 1000).toFixed(1)} kg`, amount: n } : { ua: `${n} г`, en: `${n} g`, amount: n }))
export const pcs = (...counts: number[]): ValueOption[] => counts.map((n) => ({ ua: `${n} шт`, en: `${n} pcs`, amount: n }))
const v = (ua: string, en: string, amount: number): ValueOption => ({ ua, en, amount })

export const CATEGORIES: readonly ParentCategory[] = [
  {
    slug: 'face', pool: 'face', ua: 'Обличчя', en: 'Face', area: 'face', color: '#d98ba0',
    children: [
      { slug: 'face-creams', ua: 'Креми для обличчя', en: 'Face creams', types: [
        { ua: 'крем для обличчя', en: 'face cream', g: 'm', shape: 'jar', use: 'leaveOn', unit: 'ml', values: ml(30, 50, 100, 200), price: [380, 1650] },
        { ua: 'нічний крем для обличчя', en: 'night face cream', g: 'm', shape: 'jar', use: 'leaveOn', unit: 'ml', values: ml(30, 50, 100), price: [450, 1900] },
        { ua: 'крем-гель для обличчя', en: 'face gel-cream', g: 'm', shape: 'pump', use: 'leaveOn', unit: 'ml', values: ml(50, 100, 200), price: [420, 1500] },
      ] },
      { slug: 'serums', ua: 'Сироватки', en: 'Serums', types: [
        { ua: 'сироватка для обличчя', en: 'face serum', g: 'f', shape: 'dropper', use: 'leaveOn', unit: 'ml', values: ml(15, 30, 50, 100), price: [420, 1900] },
        { ua: 'бустер-сироватка', en: 'booster serum', g: 'f', shape: 'dropper', use: 'leaveOn', unit: 'ml', values: ml(15, 30, 50), price: [520, 2200] },
      ] },
      { slug: 'eye-care', ua: 'Догляд навколо очей', en: 'Eye care', types: [
        { ua: 'крем для шкіри навколо очей', en: 'eye cream', g: 'm', shape: 'tube', use: 'eye', unit: 'ml', values: ml(15, 30), price: [390, 1500] },
        { ua: 'гідрогелеві патчі для очей', en: 'hydrogel eye patches', g: 'p', shape: 'jar', use: 'eye', unit: 'pcs', values: pcs(60), price: [290, 690] },
        { ua: 'гель для повік', en: 'eyelid gel', g: 'm', shape: 'tube', use: 'eye', unit: 'ml', values: ml(15, 30), price: [320, 980] },
      ] },
      { slug: 'cleansing', ua: 'Очищення', en: 'Cleansing', types: [
        { ua: 'гель для вмивання', en: 'facial cleansing gel', g: 'm', shape: 'pump', use: 'cleanser', unit: 'ml', values: ml(150, 200, 500, 1000), price: [240, 820] },
        { ua: 'пінка для вмивання', en: 'cleansing foam', g: 'f', shape: 'pump', use: 'cleanser', unit: 'ml', values: ml(150, 200, 500), price: [260, 780] },
        { ua: 'міцелярна вода', en: 'micellar water', g: 'f', shape: 'bottle', use: 'cleanser', unit: 'ml', values: ml(100, 250, 500), price: [190, 640] },
      ] },
      { slug: 'toners', ua: 'Тоніки та лосьйони', en: 'Toners and lotions', types: [
        { ua: 'тонік для обличчя', en: 'face toner', g: 'm', shape: 'bottle', use: 'cleanser', unit: 'ml', values: ml(150, 250, 500), price: [230, 760] },
        { ua: 'лосьйон для обличчя', en: 'face lotion', g: 'm', shape: 'bottle', use: 'cleanser', unit: 'ml', values: ml(150, 250, 500), price: [250, 790] },
        { ua: 'есенція для обличчя', en: 'face essence', g: 'f', shape: 'bottle', use: 'leaveOn', unit: 'ml', values: ml(100, 150, 200), price: [390, 1200] },
      ] },
      { slug: 'face-masks', ua: 'Маски для обличчя', en: 'Face masks', types: [
        { ua: 'маска для обличчя', en: 'face mask', g: 'f', shape: 'jar', use: 'mask', unit: 'ml', values: ml(50, 100, 200, 500), price: [320, 1100] },
        { ua: 'тканинна маска', en: 'sheet mask', g: 'f', shape: 'sachet', use: 'mask', unit: 'pcs', values: pcs(1, 5, 10), price: [90, 160] },
        { ua: 'кремова маска для обличчя', en: 'cream face mask', g: 'f', shape: 'tube', use: 'mask', unit: 'ml', values: ml(75, 150, 250), price: [340, 980] },
      ] },
      { slug: 'scrubs-peels', ua: 'Скраби та пілінги', en: 'Scrubs and peels', types: [
        { ua: 'скраб для обличчя', en: 'face scrub', g: 'm', shape: 'tube', use: 'peel', unit: 'ml', values: ml(75, 150, 250), price: [260, 820] },
        { ua: 'пілінг-скатка', en: 'peeling gel', g: 'm', shape: 'tube', use: 'peel', unit: 'ml', values: ml(75, 150), price: [290, 850] },
        { ua: 'ензимна пудра', en: 'enzyme powder', g: 'f', shape: 'jar', use: 'peel', unit: 'g', values: g(50, 100, 200), price: [340, 990] },
      ] },
      { slug: 'sun-protection', ua: 'Сонцезахисні засоби', en: 'Sun protection', types: [
        { ua: 'сонцезахисний крем SPF 50', en: 'sunscreen SPF 50', g: 'm', shape: 'tube', use: 'spf', unit: 'ml', values: ml(30, 50, 100, 200), price: [360, 1150] },
        { ua: 'сонцезахисний флюїд SPF 30', en: 'sun fluid SPF 30', g: 'm', shape: 'pump', use: 'spf', unit: 'ml', values: ml(30, 50, 100), price: [380, 1100] },
      ] },
      { slug: 'face-oils', ua: 'Олії для обличчя', en: 'Face oils', types: [
        { ua: 'олія для обличчя', en: 'face oil', g: 'f', shape: 'dropper', use: 'leaveOn', unit: 'ml', values: ml(15, 30, 50), price: [350, 1300] },
        { ua: 'двофазна олія-сироватка', en: 'bi-phase oil serum', g: 'f', shape: 'dropper', use: 'leaveOn', unit: 'ml', values: ml(15, 30), price: [420, 1450] },
      ] },
    ],
  },
  {
    slug: 'body', pool: 'body', ua: 'Тіло', en: 'Body', area: 'body', color: '#d9a07a',
    children: [
      { slug: 'body-creams', ua: 'Креми та молочко для тіла', en: 'Body creams and milks', types: [
        { ua: 'крем для тіла', en: 'body cream', g: 'm', shape: 'jar', use: 'body', unit: 'ml', values: ml(200, 250, 500, 1000), price: [280, 880] },
        { ua: 'молочко для тіла', en: 'body milk', g: 'n', shape: 'pump', use: 'body', unit: 'ml', values: ml(250, 500, 1000), price: [260, 760] },
        { ua: 'лосьйон для тіла', en: 'body lotion', g: 'm', shape: 'bottle', use: 'body', unit: 'ml', values: ml(200, 400), price: [240, 690] },
      ] },
      { slug: 'body-scrubs', ua: 'Скраби для тіла', en: 'Body scrubs', types: [
        { ua: 'скраб для тіла', en: 'body scrub', g: 'm', shape: 'jar', use: 'body', unit: 'g', values: g(250, 500, 1000), price: [260, 790] },
        { ua: 'сольовий пілінг для тіла', en: 'salt body polish', g: 'm', shape: 'jar', use: 'body', unit: 'g', values: g(400, 800), price: [290, 820] },
      ] },
      { slug: 'anti-cellulite', pool: 'slim', ua: 'Антицелюлітні засоби', en: 'Anti-cellulite', types: [
        { ua: 'крем-гель для тіла', en: 'body gel-cream', g: 'm', shape: 'tube', use: 'body', unit: 'ml', values: ml(200, 500), price: [340, 980] },
        { ua: 'обгортання для тіла', en: 'body wrap', g: 'n', shape: 'jar', use: 'massage', unit: 'ml', values: ml(500, 1000), price: [480, 1450] },
        { ua: 'сироватка для тіла', en: 'body serum', g: 'f', shape: 'pump', use: 'body', unit: 'ml', values: ml(100, 200), price: [420, 1200] },
      ] },
      { slug: 'body-oils', ua: 'Олії для тіла', en: 'Body oils', types: [
        { ua: 'олія для тіла', en: 'body oil', g: 'f', shape: 'bottle', use: 'body', unit: 'ml', values: ml(100, 200, 500), price: [290, 990] },
        { ua: 'суха олія для тіла', en: 'dry body oil', g: 'f', shape: 'spray', use: 'body', unit: 'ml', values: ml(100, 150), price: [360, 1100] },
      ] },
      { slug: 'shower', ua: 'Гелі для душу', en: 'Shower gels', types: [
        { ua: 'гель для душу', en: 'shower gel', g: 'm', shape: 'bottle', use: 'shower', unit: 'ml', values: ml(250, 500, 1000), price: [160, 520] },
        { ua: 'крем-гель для душу', en: 'shower cream', g: 'm', shape: 'pump', use: 'shower', unit: 'ml', values: ml(250, 500), price: [190, 560] },
      ] },
      { slug: 'hands-feet', pool: 'body', ua: 'Догляд за руками та ногами', en: 'Hands and feet', types: [
        { ua: 'крем для рук', en: 'hand cream', g: 'm', shape: 'tube', use: 'body', unit: 'ml', values: ml(50, 75, 100, 250), price: [120, 420] },
        { ua: 'крем для ніг', en: 'foot cream', g: 'm', shape: 'tube', use: 'body', unit: 'ml', values: ml(75, 100, 250), price: [140, 460] },
        { ua: 'бальзам для рук', en: 'hand balm', g: 'm', shape: 'jar', use: 'body', unit: 'ml', values: ml(50, 150), price: [160, 480] },
      ] },
      { slug: 'massage', ua: 'Масажні засоби', en: 'Massage', types: [
        { ua: 'масажний крем', en: 'massage cream', g: 'm', shape: 'jar', use: 'massage', unit: 'ml', values: ml(250, 500, 1000), price: [320, 990] },
        { ua: 'масажна олія', en: 'massage oil', g: 'f', shape: 'pump', use: 'massage', unit: 'ml', values: ml(250, 500, 1000), price: [290, 940] },
      ] },
      { slug: 'deodorants', pool: 'fresh', ua: 'Дезодоранти', en: 'Deodorants', types: [
        { ua: 'дезодорант-спрей', en: 'deodorant spray', g: 'm', shape: 'spray', use: 'body', unit: 'ml', values: ml(50, 150), price: [150, 390] },
        { ua: 'кульковий дезодорант', en: 'roll-on deodorant', g: 'm', shape: 'stick', use: 'body', unit: 'ml', values: ml(50, 75), price: [140, 360] },
      ] },
      { slug: 'bath', pool: 'body', ua: 'Засоби для ванни', en: 'Bath', types: [
        { ua: 'сіль для ванни', en: 'bath salt', g: 'f', shape: 'jar', use: 'shower', unit: 'g', values: g(500, 1000), price: [150, 420] },
        { ua: 'бомбочки для ванни', en: 'bath bombs', g: 'p', shape: 'box', use: 'shower', unit: 'pcs', values: pcs(1, 3, 6), price: [90, 180] },
        { ua: 'піна для ванни', en: 'bubble bath', g: 'f', shape: 'bottle', use: 'shower', unit: 'ml', values: ml(500, 1000), price: [180, 480] },
      ] },
    ],
  },
  {
    slug: 'hair', pool: 'hair', ua: 'Волосся', en: 'Hair', area: 'hair', color: '#8fa6c9',
    children: [
      { slug: 'shampoos', ua: 'Шампуні', en: 'Shampoos', types: [
        { ua: 'шампунь', en: 'shampoo', g: 'm', shape: 'bottle', use: 'hairWash', unit: 'ml', values: ml(250, 300, 1000), price: [220, 790] },
        { ua: 'безсульфатний шампунь', en: 'sulphate-free shampoo', g: 'm', shape: 'pump', use: 'hairWash', unit: 'ml', values: ml(250, 500, 1000), price: [280, 880] },
      ] },
      { slug: 'conditioners', ua: 'Кондиціонери та бальзами', en: 'Conditioners', types: [
        { ua: 'кондиціонер для волосся', en: 'conditioner', g: 'm', shape: 'bottle', use: 'hairCare', unit: 'ml', values: ml(200, 300, 1000), price: [230, 760] },
        { ua: 'бальзам для волосся', en: 'hair balm', g: 'm', shape: 'tube', use: 'hairCare', unit: 'ml', values: ml(200, 250, 1000), price: [220, 720] },
      ] },
      { slug: 'hair-masks', ua: 'Маски для волосся', en: 'Hair masks', types: [
        { ua: 'маска для волосся', en: 'hair mask', g: 'f', shape: 'jar', use: 'hairCare', unit: 'ml', values: ml(200, 250, 500, 1000), price: [290, 940] },
      ] },
      { slug: 'hair-oils', ua: 'Олії та сироватки', en: 'Oils and serums', types: [
        { ua: 'олія для волосся', en: 'hair oil', g: 'f', shape: 'dropper', use: 'hairCare', unit: 'ml', values: ml(30, 50, 100), price: [290, 980] },
        { ua: 'сироватка для волосся', en: 'hair serum', g: 'f', shape: 'pump', use: 'hairCare', unit: 'ml', values: ml(50, 100, 150), price: [320, 1050] },
      ] },
      { slug: 'leave-in', ua: 'Незмивний догляд', en: 'Leave-in care', types: [
        { ua: 'спрей для волосся', en: 'hair spray conditioner', g: 'm', shape: 'spray', use: 'hairCare', unit: 'ml', values: ml(150, 250, 400), price: [250, 780] },
        { ua: 'флюїд для кінчиків волосся', en: 'hair ends fluid', g: 'm', shape: 'pump', use: 'hairCare', unit: 'ml', values: ml(50, 100), price: [280, 820] },
        { ua: 'крем для укладання', en: 'styling cream', g: 'm', shape: 'tube', use: 'styling', unit: 'ml', values: ml(100, 200), price: [260, 690] },
      ] },
      { slug: 'styling', ua: 'Стайлінг', en: 'Styling', types: [
        { ua: 'лак для волосся', en: 'hairspray', g: 'm', shape: 'spray', use: 'styling', unit: 'ml', values: ml(300, 500), price: [210, 560] },
        { ua: 'віск для укладання', en: 'styling wax', g: 'm', shape: 'jar', use: 'styling', unit: 'ml', values: ml(50, 100), price: [230, 620] },
        { ua: 'мус для укладання', en: 'styling mousse', g: 'm', shape: 'spray', use: 'styling', unit: 'ml', values: ml(250, 400), price: [220, 590] },
      ] },
      { slug: 'hair-colour', ua: 'Фарби для волосся', en: 'Hair colour', types: [
        { ua: 'крем-фарба для волосся', en: 'permanent hair colour', g: 'f', shape: 'tube', use: 'dye', unit: 'ml', values: ml(60, 100), price: [180, 420], shade: 'hairColor' },
        { ua: 'тонувальна фарба', en: 'demi-permanent toner', g: 'f', shape: 'tube', use: 'dye', unit: 'ml', values: ml(60, 100), price: [190, 440], shade: 'hairColor' },
      ] },
      { slug: 'developers', ua: 'Окисники', en: 'Developers', types: [
        { ua: 'крем-окисник', en: 'cream developer', g: 'm', shape: 'bottle', use: 'dye', unit: 'ml', values: ml(60, 150, 1000), price: [90, 260], shade: 'oxidant' },
      ] },
      { slug: 'scalp-care', ua: 'Догляд за шкірою голови', en: 'Scalp care', types: [
        { ua: 'лосьйон для шкіри голови', en: 'scalp lotion', g: 'm', shape: 'spray', use: 'scalp', unit: 'ml', values: ml(100, 150), price: [340, 990] },
        { ua: 'пілінг для шкіри голови', en: 'scalp scrub', g: 'm', shape: 'tube', use: 'scalp', unit: 'ml', values: ml(150, 250), price: [320, 890] },
        { ua: 'ампули проти випадіння волосся', en: 'anti-hair-loss ampoules', g: 'p', shape: 'box', use: 'scalp', unit: 'pcs', values: pcs(6, 12, 24), price: [520, 1600] },
      ] },
      { slug: 'for-men', pool: 'men', ua: 'Для чоловіків', en: 'For men', types: [
        { ua: 'шампунь для чоловіків', en: "men's shampoo", g: 'm', shape: 'bottle', use: 'hairWash', unit: 'ml', values: ml(250, 1000), price: [230, 690] },
        { ua: 'олія для бороди', en: 'beard oil', g: 'f', shape: 'dropper', use: 'hairCare', unit: 'ml', values: ml(30, 50), price: [260, 620] },
        { pool: 'men', ua: 'бальзам після гоління', en: 'aftershave balm', g: 'm', shape: 'tube', use: 'body', unit: 'ml', values: ml(75, 100), price: [240, 560] },
      ] },
    ],
  },
  {
    slug: 'nails', pool: 'nails', ua: 'Нігті', en: 'Nails', area: 'nails', color: '#c98bd9',
    children: [
      { slug: 'gel-polish', ua: 'Гель-лаки', en: 'Gel polish', types: [
        { ua: 'гель-лак', en: 'gel polish', g: 'm', shape: 'polish', use: 'polish', unit: 'ml', values: ml(8, 10, 15), price: [110, 240], shade: 'gel' },
      ] },
      { slug: 'bases-tops', ua: 'Бази та топи', en: 'Bases and tops', types: [
        { ua: 'каучукова база', en: 'rubber base', g: 'f', shape: 'polish', use: 'polish', unit: 'ml', values: ml(8, 15, 30), price: [150, 320] },
        { ua: 'топ без липкого шару', en: 'no-wipe top coat', g: 'm', shape: 'polish', use: 'polish', unit: 'ml', values: ml(8, 15, 30), price: [150, 310] },
        { ua: 'камуфлююча база', en: 'cover base', g: 'f', shape: 'polish', use: 'polish', unit: 'ml', values: ml(8, 15, 30), price: [160, 340], shade: 'tone' },
      ] },
      { slug: 'builder-gels', ua: 'Гелі для нарощування', en: 'Builder gels', types: [
        { ua: 'гель для нарощування', en: 'builder gel', g: 'm', shape: 'jar', use: 'polish', unit: 'g', values: g(15, 30, 50), price: [220, 560] },
        { ua: 'полігель', en: 'polygel', g: 'm', shape: 'tube', use: 'polish', unit: 'g', values: g(30, 60), price: [240, 590] },
      ] },
      { slug: 'nail-prep', pool: 'prep', ua: 'Підготовчі рідини', en: 'Nail prep', types: [
        { ua: 'безкислотний праймер', en: 'acid-free primer', g: 'm', shape: 'polish', use: 'nailPrep', unit: 'ml', values: ml(10, 15), price: [120, 260], noActive: true },
        { ua: 'дегідратор для нігтів', en: 'nail dehydrator', g: 'm', shape: 'polish', use: 'nailPrep', unit: 'ml', values: ml(10, 15), price: [110, 240], noActive: true },
        { ua: 'рідина для зняття гель-лаку', en: 'gel polish remover', g: 'f', shape: 'bottle', use: 'nailPrep', unit: 'ml', values: ml(100, 500, 1000), price: [90, 320] },
      ] },
      { slug: 'cuticle-care', pool: 'nailcare', ua: 'Догляд за кутикулою', en: 'Cuticle care', types: [
        { ua: 'олія для кутикули', en: 'cuticle oil', g: 'f', shape: 'polish', use: 'nailCare', unit: 'ml', values: ml(10, 15, 30), price: [90, 240] },
        { ua: 'ремувер для кутикули', en: 'cuticle remover', g: 'm', shape: 'bottle', use: 'nailCare', unit: 'ml', values: ml(30, 100), price: [120, 320] },
      ] },
      { slug: 'nail-art', ua: 'Дизайн нігтів', en: 'Nail art', types: [
        { ua: 'гель-фарба', en: 'gel paint', g: 'f', shape: 'jar', use: 'polish', unit: 'g', values: g(5, 7), price: [130, 260], shade: 'gel' },
        { ua: 'глітер для дизайну', en: 'nail glitter', g: 'm', shape: 'jar', use: 'polish', unit: 'g', values: g(2, 5), price: [90, 180], shade: 'glitter' },
      ] },
      { slug: 'nail-polish', ua: 'Лаки для нігтів', en: 'Nail polish', types: [
        { ua: 'лак для нігтів', en: 'nail polish', g: 'm', shape: 'polish', use: 'polish', unit: 'ml', values: ml(9, 15), price: [95, 210], shade: 'gel' },
      ] },
      { slug: 'pedicure', pool: 'nailcare', ua: 'Педикюр', en: 'Pedicure', types: [
        { ua: 'пом\'якшувач для п\'ят', en: 'callus softener', g: 'm', shape: 'bottle', use: 'nailCare', unit: 'ml', values: ml(100, 250, 500), price: [160, 520] },
        { ua: 'крем для педикюру', en: 'pedicure cream', g: 'm', shape: 'jar', use: 'nailCare', unit: 'ml', values: ml(150, 300), price: [180, 540] },
      ] },
    ],
  },
  {
    slug: 'makeup', pool: 'makeup', ua: 'Макіяж', en: 'Makeup', area: 'makeup', color: '#e07a8a',
    children: [
      { slug: 'foundations', ua: 'Тональні засоби', en: 'Foundations', types: [
        { ua: 'тональний крем', en: 'foundation', g: 'm', shape: 'pump', use: 'makeup', unit: 'ml', values: ml(30, 50), price: [320, 1100], shade: 'tone' },
        { ua: 'BB-крем', en: 'BB cream', g: 'm', shape: 'tube', use: 'makeup', unit: 'ml', values: ml(30, 50), price: [280, 860], shade: 'tone' },
      ] },
      { slug: 'powders', ua: 'Пудри', en: 'Powders', types: [
        { ua: 'компактна пудра', en: 'pressed powder', g: 'f', shape: 'compact', use: 'makeup', unit: 'g', values: g(8, 10), price: [280, 890], shade: 'tone' },
        { ua: 'розсипчаста пудра', en: 'loose powder', g: 'f', shape: 'jar', use: 'makeup', unit: 'g', values: g(10, 20), price: [300, 920], shade: 'tone' },
      ] },
      { slug: 'concealers', ua: 'Консилери та коректори', en: 'Concealers', types: [
        { ua: 'консилер', en: 'concealer', g: 'm', shape: 'stick', use: 'makeup', unit: 'ml', values: ml(5, 7), price: [220, 690], shade: 'tone' },
      ] },
      { slug: 'mascara', ua: 'Туші для вій', en: 'Mascara', types: [
        { ua: 'туш для вій', en: 'mascara', g: 'f', shape: 'stick', use: 'makeup', unit: 'ml', values: ml(8, 10, 12), price: [220, 740] },
      ] },
      { slug: 'brows', ua: 'Брови', en: 'Brows', types: [
        { ua: 'олівець для брів', en: 'brow pencil', g: 'm', shape: 'stick', use: 'makeup', unit: 'g', values: g(1), price: [160, 420], shade: 'brow' },
        { ua: 'гель для брів', en: 'brow gel', g: 'm', shape: 'stick', use: 'makeup', unit: 'ml', values: ml(5, 8), price: [190, 480] },
        { ua: 'фарба для брів', en: 'brow tint', g: 'f', shape: 'tube', use: 'lashBrow', unit: 'ml', values: ml(15, 30), price: [160, 420], shade: 'brow' },
      ] },
      { slug: 'lash-brow-lamination', pool: 'lashbrow', ua: 'Ламінування вій та брів', en: 'Lash and brow lamination', types: [
        { ua: 'склад для ламінування вій', en: 'lash lift lotion', g: 'm', shape: 'sachet', use: 'lashBrow', unit: 'pcs', values: pcs(1, 10, 20), price: [90, 190] },
        { ua: 'клей для нарощування вій', en: 'lash extension adhesive', g: 'm', shape: 'polish', use: 'lashBrow', unit: 'ml', values: ml(5, 10), price: [290, 780], noActive: true },
        { ua: 'ремувер для вій', en: 'lash remover', g: 'm', shape: 'jar', use: 'lashBrow', unit: 'g', values: g(5, 15), price: [180, 420] },
      ] },
      { slug: 'lips', ua: 'Губи', en: 'Lips', types: [
        { ua: 'помада', en: 'lipstick', g: 'f', shape: 'stick', use: 'makeup', unit: 'g', values: g(4), price: [220, 690], shade: 'lip' },
        { ua: 'блиск для губ', en: 'lip gloss', g: 'm', shape: 'stick', use: 'makeup', unit: 'ml', values: ml(6, 8), price: [190, 560], shade: 'lip' },
        { ua: 'бальзам для губ', en: 'lip balm', g: 'm', shape: 'stick', use: 'makeup', unit: 'g', values: g(4, 10), price: [120, 320] },
      ] },
      { slug: 'eyeshadows', ua: 'Тіні для повік', en: 'Eyeshadows', types: [
        { ua: 'палетка тіней', en: 'eyeshadow palette', g: 'f', shape: 'compact', use: 'makeup', unit: 'g', values: g(6, 12), price: [380, 1350] },
        { ua: 'кремові тіні', en: 'cream eyeshadow', g: 'p', shape: 'stick', use: 'makeup', unit: 'ml', values: ml(4), price: [220, 560], shade: 'lip' },
      ] },
      { slug: 'makeup-removers', pool: 'face', ua: 'Зняття макіяжу', en: 'Makeup removers', types: [
        { ua: 'гідрофільна олія', en: 'cleansing oil', g: 'f', shape: 'pump', use: 'cleanser', unit: 'ml', values: ml(150, 200, 500), price: [290, 880] },
        { ua: 'двофазний засіб для зняття макіяжу', en: 'bi-phase makeup remover', g: 'm', shape: 'bottle', use: 'cleanser', unit: 'ml', values: ml(100, 200), price: [220, 640] },
      ] },
      { slug: 'primers', ua: 'Праймери та фіксатори', en: 'Primers and setting sprays', types: [
        { ua: 'праймер для обличчя', en: 'face primer', g: 'm', shape: 'tube', use: 'makeup', unit: 'ml', values: ml(30, 50), price: [290, 890] },
        { ua: 'спрей-фіксатор макіяжу', en: 'setting spray', g: 'm', shape: 'spray', use: 'makeup', unit: 'ml', values: ml(50, 100), price: [260, 760] },
      ] },
    ],
  },
  {
    slug: 'professional-care', pool: 'care', ua: 'Професійний догляд', en: 'Professional care', area: 'care', color: '#7fb3a8',
    children: [
      { slug: 'chemical-peels', ua: 'Хімічні пілінги', en: 'Chemical peels', types: [
        { ua: 'кислотний пілінг', en: 'acid peel', g: 'm', shape: 'dropper', use: 'peel', unit: 'ml', values: ml(30, 50, 100), price: [690, 2600] },
        { ua: 'нейтралізатор пілінгу', en: 'peel neutraliser', g: 'm', shape: 'bottle', use: 'peel', unit: 'ml', values: ml(100, 250), price: [390, 990] },
      ] },
      { slug: 'ampoules', ua: 'Ампульні концентрати', en: 'Ampoule concentrates', types: [
        { ua: 'ампульний концентрат', en: 'ampoule concentrate', g: 'm', shape: 'box', use: 'ampoule', unit: 'pcs',
          values: [v('5 × 2 мл', '5 × 2 ml', 5), v('10 × 2 мл', '10 × 2 ml', 10), v('20 × 2 мл', '20 × 2 ml', 20)], price: [420, 1300] },
      ] },
      { slug: 'alginate-masks', ua: 'Альгінатні маски', en: 'Alginate masks', types: [
        { ua: 'альгінатна маска', en: 'alginate mask', g: 'f', shape: 'sachet', use: 'mask', unit: 'g', values: g(30, 200, 500, 1000), price: [95, 240] },
      ] },
      { slug: 'mesotherapy', ua: 'Мезотерапія', en: 'Mesotherapy', types: [
        { ua: 'мезококтейль', en: 'meso cocktail', g: 'm', shape: 'box', use: 'ampoule', unit: 'pcs',
          values: [v('1 × 5 мл', '1 × 5 ml', 1), v('5 × 5 мл', '5 × 5 ml', 5), v('10 × 5 мл', '10 × 5 ml', 10)], price: [460, 1250] },
      ] },
      { slug: 'pro-serums', ua: 'Професійні сироватки', en: 'Professional serums', types: [
        { ua: 'професійна сироватка', en: 'professional serum', g: 'f', shape: 'dropper', use: 'leaveOn', unit: 'ml', values: ml(30, 50, 100, 250), price: [590, 2300] },
      ] },
      { slug: 'salon-creams', ua: 'Кабінетні креми', en: 'Salon creams', types: [
        { ua: 'кабінетний крем', en: 'professional cream', g: 'm', shape: 'jar', use: 'leaveOn', unit: 'ml', values: ml(100, 250, 500, 1000), price: [640, 2400] },
        { ua: 'масажний крем для обличчя', en: 'face massage cream', g: 'm', shape: 'jar', use: 'massage', unit: 'ml', values: ml(250, 500), price: [590, 1600] },
      ] },
      { slug: 'device-gels', pool: 'gel', ua: 'Гелі для апаратних процедур', en: 'Device treatment gels', types: [
        { ua: 'контактний гель', en: 'contact gel', g: 'm', shape: 'bottle', use: 'contactGel', unit: 'ml', values: ml(250, 500, 1000), price: [240, 690] },
      ] },
    ],
  },
  {
    slug: 'depilation', pool: 'depil', ua: 'Депіляція', en: 'Depilation', area: 'depil', color: '#e3b25c',
    children: [
      { slug: 'cartridge-wax', ua: 'Віск у картриджах', en: 'Cartridge wax', types: [
        { ua: 'віск у картриджі', en: 'roll-on wax cartridge', g: 'm', shape: 'cartridge', use: 'wax', unit: 'ml', values: ml(100), price: [110, 220] },
      ] },
      { slug: 'film-wax', ua: 'Плівковий віск', en: 'Film wax', types: [
        { ua: 'плівковий віск у гранулах', en: 'film wax beads', g: 'm', shape: 'sachet', use: 'wax', unit: 'g', values: g(100, 500, 800, 1000), price: [150, 290] },
        { ua: 'плівковий віск у банці', en: 'film wax in a can', g: 'm', shape: 'jar', use: 'wax', unit: 'ml', values: ml(400, 800), price: [320, 690] },
      ] },
      { slug: 'sugaring', ua: 'Шугаринг', en: 'Sugaring', types: [
        { ua: 'цукрова паста', en: 'sugaring paste', g: 'f', shape: 'jar', use: 'sugar', unit: 'g', values: g(300, 750, 1500), price: [190, 420] },
      ] },
      { slug: 'pre-post-depilation', ua: 'До та після депіляції', en: 'Pre- and post-depilation', types: [
        { ua: 'лосьйон до депіляції', en: 'pre-depilation lotion', g: 'm', shape: 'bottle', use: 'depilCare', unit: 'ml', values: ml(250, 500), price: [160, 420] },
        { ua: 'олія після депіляції', en: 'post-depilation oil', g: 'f', shape: 'bottle', use: 'depilCare', unit: 'ml', values: ml(250, 500), price: [180, 460] },
        { ua: 'крем проти врослого волосся', en: 'ingrown hair cream', g: 'm', shape: 'tube', use: 'depilCare', unit: 'ml', values: ml(75, 150), price: [190, 480] },
      ] },
      { slug: 'strips-spatulas', pool: 'disposable', ua: 'Смужки та шпателі', en: 'Strips and spatulas', types: [
        { ua: 'смужки для депіляції', en: 'depilation strips', g: 'p', shape: 'box', use: 'disposable', unit: 'pcs', values: pcs(50, 100, 250), price: [90, 240], noActive: true },
        { ua: 'дерев\'яні шпателі', en: 'wooden spatulas', g: 'p', shape: 'box', use: 'disposable', unit: 'pcs', values: pcs(50, 100), price: [90, 180], noActive: true },
      ] },
      { slug: 'wax-heaters', pool: 'device', ua: 'Воскоплави', en: 'Wax heaters', types: [
        { ua: 'воскоплав для картриджів', en: 'cartridge wax heater', g: 'm', shape: 'box', use: 'device', unit: 'pcs',
          values: [v('на 1 картридж', '1 cartridge', 1), v('на 2 картриджі', '2 cartridges', 1.6), v('на 3 картриджі', '3 cartridges', 2.1)], price: [450, 1100], noActive: true },
        { ua: 'воскоплав для банок', en: 'wax pot heater', g: 'm', shape: 'box', use: 'device', unit: 'pcs',
          values: [v('400 мл', '400 ml', 1), v('800 мл', '800 ml', 1.5)], price: [690, 1600], noActive: true },
      ] },
    ],
  },
  {
    slug: 'accessories', pool: 'tools', ua: 'Аксесуари', en: 'Accessories', area: 'tools', color: '#9aa0b5',
    children: [
      { slug: 'makeup-brushes', pool: 'brush', ua: 'Пензлі для макіяжу', en: 'Makeup brushes', types: [
        { ua: 'пензель для тональної основи', en: 'foundation brush', g: 'm', shape: 'brush', use: 'brush', unit: 'pcs',
          values: [v('№10', 'No. 10', 1), v('№12', 'No. 12', 1.15), v('№14', 'No. 14', 1.3)], price: [190, 690] },
        { ua: 'пензель для тіней', en: 'eyeshadow brush', g: 'm', shape: 'brush', use: 'brush', unit: 'pcs',
          values: [v('№4', 'No. 4', 1), v('№6', 'No. 6', 1.1), v('№8', 'No. 8', 1.2)], price: [140, 460] },
        { ua: 'набір пензлів', en: 'brush set', g: 'm', shape: 'box', use: 'brush', unit: 'pcs', values: pcs(5, 7, 12), price: [690, 1900] },
      ] },
      { slug: 'sponges', pool: 'brush', ua: 'Спонжі', en: 'Sponges', types: [
        { ua: 'спонж для макіяжу', en: 'makeup sponge', g: 'm', shape: 'box', use: 'brush', unit: 'pcs', values: pcs(1, 2, 4), price: [90, 220], noActive: true },
      ] },
      { slug: 'tweezers', pool: 'steel', ua: 'Пінцети', en: 'Tweezers', types: [
        { ua: 'пінцет для брів', en: 'brow tweezers', g: 'm', shape: 'tool', use: 'tool', unit: 'pcs',
          values: [v('скошений', 'slanted', 1), v('прямий', 'straight', 1), v('загострений', 'pointed', 1.05)], price: [160, 620] },
        { ua: 'пінцет для нарощування вій', en: 'lash extension tweezers', g: 'm', shape: 'tool', use: 'tool', unit: 'pcs',
          values: [v('L-подібний', 'L-shaped', 1), v('вигнутий', 'curved', 1), v('прямий', 'straight', 1)], price: [290, 890] },
      ] },
      { slug: 'manicure-tools', pool: 'steel', ua: 'Манікюрні інструменти', en: 'Manicure tools', types: [
        { ua: 'кусачки для шкіри', en: 'cuticle nippers', g: 'p', shape: 'tool', use: 'tool', unit: 'pcs',
          values: [v('лезо 3 мм', 'jaw 3 mm', 1), v('лезо 5 мм', 'jaw 5 mm', 1.05), v('лезо 7 мм', 'jaw 7 mm', 1.1)], price: [290, 1300] },
        { ua: 'ножиці для кутикули', en: 'cuticle scissors', g: 'p', shape: 'tool', use: 'tool', unit: 'pcs', values: pcs(1), price: [240, 890] },
        { ua: 'пушер', en: 'cuticle pusher', g: 'm', shape: 'tool', use: 'tool', unit: 'pcs', values: pcs(1, 2), price: [120, 390] },
      ] },
      { slug: 'files-buffers', pool: 'files', ua: 'Пилки та бафи', en: 'Files and buffers', types: [
        { ua: 'пилка для нігтів', en: 'nail file', g: 'f', shape: 'tool', use: 'tool', unit: 'pcs',
          values: [v('100/180', '100/180', 1), v('180/240', '180/240', 1), v('240/320', '240/320', 1)], price: [90, 260] },
        { ua: 'баф для нігтів', en: 'nail buffer', g: 'm', shape: 'tool', use: 'tool', unit: 'pcs', values: pcs(1, 10, 50), price: [90, 120] },
      ] },
      { slug: 'cosmetic-bags', pool: 'bags', ua: 'Косметички', en: 'Cosmetic bags', types: [
        { ua: 'косметичка', en: 'cosmetic bag', g: 'f', shape: 'box', use: 'bag', unit: 'pcs',
          values: [v('розмір S', 'size S', 1), v('розмір M', 'size M', 1.25), v('розмір L', 'size L', 1.5)], price: [190, 890], noActive: true },
        { ua: 'кейс для майстра', en: 'artist case', g: 'm', shape: 'box', use: 'bag', unit: 'pcs', values: pcs(1), price: [990, 3200], noActive: true },
      ] },
      { slug: 'disposables', pool: 'disposable', ua: 'Одноразові матеріали', en: 'Disposables', types: [
        { ua: 'серветки', en: 'wipes', g: 'p', shape: 'box', use: 'disposable', unit: 'pcs', values: pcs(50, 100, 200), price: [90, 240], noActive: true },
        { ua: 'нітрилові рукавички', en: 'nitrile gloves', g: 'p', shape: 'box', use: 'disposable', unit: 'pcs',
          values: [v('100 шт, розмір S', '100 pcs, size S', 1), v('100 шт, розмір M', '100 pcs, size M', 1), v('100 шт, розмір L', '100 pcs, size L', 1)], price: [190, 320], noActive: true },
        { ua: 'простирадла', en: 'couch sheets', g: 'p', shape: 'box', use: 'disposable', unit: 'pcs', values: pcs(20, 50, 100), price: [140, 520], noActive: true },
      ] },
      { slug: 'lamps-devices', pool: 'device', ua: 'Лампи та апарати', en: 'Lamps and devices', types: [
        { ua: 'UV/LED-лампа', en: 'UV/LED lamp', g: 'f', shape: 'box', use: 'device', unit: 'pcs',
          values: [v('48 Вт', '48 W', 1), v('54 Вт', '54 W', 1.2), v('80 Вт', '80 W', 1.6)], price: [790, 2400], noActive: true },
        { ua: 'фрезер для манікюру', en: 'nail drill', g: 'm', shape: 'box', use: 'device', unit: 'pcs',
          values: [v('25 000 об/хв', '25,000 rpm', 1), v('35 000 об/хв', '35,000 rpm', 1.4)], price: [1400, 3200], noActive: true },
      ] },
      { slug: 'sterilization', pool: 'disinfect', ua: 'Стерилізація та дезінфекція', en: 'Sterilisation and disinfection', types: [
        { ua: 'засіб для дезінфекції', en: 'disinfectant', g: 'm', shape: 'bottle', use: 'disinfect', unit: 'ml', values: ml(250, 1000, 5000), price: [140, 420], noActive: true },
        { pool: 'disposable', ua: 'крафт-пакети для стерилізації', en: 'sterilisation pouches', g: 'p', shape: 'box', use: 'disposable', unit: 'pcs', values: pcs(100, 200), price: [150, 290], noActive: true },
      ] },
    ],
  },
]
