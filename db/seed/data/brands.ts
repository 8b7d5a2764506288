/**
 * Seed brands. Names are invented (a few echo the salon brands the store's lead form mentions, Rica
 * and NBL); logos are drawn by db/seed/images.ts from `color` and `style`.
 */
import type { Area } from './categories'

export interface BrandSeed {
  slug: string
  name: string
  /** Two letters, the prefix of variant codes (RC-10234). Unique. */
  code: string
  color: string
  style: 'light' | 'color' | 'dark'
  tagline: string
  /** Country adjective, agreeing with «бренд» (masculine), and in English. */
  country: readonly [string, string]
  founded: number
  areas: readonly Area[]
  /** One sentence on what the brand is known for. */
  focus: readonly [string, string]
  /** If set, the only second-level categories (slugs) the brand has products in. */
  only?: readonly string[]
}

const IT = ['Італійський', 'Italian'] as const

/** "a French", "an Italian": the English article of the word it stands before. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
const FR = ['Французький', 'French'] as const
const ES = ['Іспанський', 'Spanish'] as const
const DE = ['Німецький', 'German'] as const
const PL = ['Польський', 'Polish'] as const
const UA = ['Український', 'Ukrainian'] as const
const KR = ['Корейський', 'Korean'] as const
const CH = ['Швейцарський', 'Swiss'] as const
const IL = ['Ізраїльський', 'Israeli'] as const
const US = ['Американський', 'American'] as const
const JP = ['Японський', 'Japanese'] as const
const LV = ['Латвійський', 'Latvian'] as const
const GB = ['Британський', 'British'] as const
const CZ = ['Чеський', 'Czech'] as const

export const BRANDS: readonly BrandSeed[] = [
  { slug: 'rica', name: 'Rica', code: 'RC', color: '#c8194f', style: 'color', tagline: 'Depilation experts', country: IT, founded: 1987, areas: ['depil', 'body'],
    focus: ['Відомий своїми ліпосолюбними восками з натуральних смол і доглядом до та після депіляції.', 'Known for its liposoluble waxes made from natural resins and for pre- and post-depilation care.'] },
  { slug: 'nbl', name: 'NBL', code: 'NB', color: '#1f5f7a', style: 'light', tagline: 'Professional skin care', country: ES, founded: 2004, areas: ['care', 'face'],
    focus: ['Спеціалізується на кабінетних пілінгах, ампульних концентратах та протоколах для косметологів.', 'Specialises in in-clinic peels, ampoule concentrates and protocols for cosmetologists.'] },
  { slug: 'aurelle-paris', name: 'Aurelle Paris', code: 'AP', color: '#b5476b', style: 'color', tagline: 'Skin science', country: FR, founded: 1996, areas: ['face', 'makeup'],
    focus: ['Поєднує французьку косметологічну школу з сучасними активами для антивікового догляду.', 'Combines the French school of cosmetology with modern actives for anti-ageing care.'] },
  { slug: 'dermaline-pro', name: 'Dermaline Pro', code: 'DL', color: '#3a7ca5', style: 'light', tagline: 'Clinical skin care', country: CH, founded: 2001, areas: ['face', 'care'],
    focus: ['Розробляє дерматологічні формули для чутливої та проблемної шкіри разом із клініками.', 'Develops dermatological formulas for sensitive and problem skin together with clinics.'] },
  { slug: 'hydraskin-lab', name: 'Hydraskin Lab', code: 'HL', color: '#2aa6b8', style: 'light', tagline: 'Hydration lab', country: KR, founded: 2012, areas: ['face'],
    focus: ['Фокусується на зволоженні: гіалуронові комплекси, есенції та тканинні маски.', 'Focuses on hydration: hyaluronic complexes, essences and sheet masks.'] },
  { slug: 'vellore', name: 'Vellore', code: 'VL', color: '#8c6a4f', style: 'dark', tagline: 'Luxury rituals', country: IT, founded: 1999, areas: ['body', 'face'],
    focus: ['Створює СПА-ритуали для тіла та обличчя з оліями і екстрактами середземноморських рослин.', 'Creates spa rituals for body and face with oils and extracts of Mediterranean plants.'] },
  { slug: 'capelli-forte', name: 'Capelli Forte', code: 'CF', color: '#2f6f8f', style: 'light', tagline: 'Milano hair lab', country: IT, founded: 1978, areas: ['hair'],
    focus: ['Професійний догляд і фарбування волосся для салонів, створені в Мілані.', 'Professional hair care and colour for salons, made in Milan.'] },
  { slug: 'keratina-viva', name: 'Keratina Viva', code: 'KV', color: '#c98a2b', style: 'color', tagline: 'Keratin therapy', country: ES, founded: 2008, areas: ['hair'],
    focus: ['Відомий кератиновими програмами відновлення та розгладження волосся.', 'Known for keratin programmes that restore and smooth the hair.'] },
  { slug: 'lumiere-de-soie', name: 'Lumière de Soie', code: 'LS', color: '#6b4fa0', style: 'dark', tagline: 'Haute coiffure', country: FR, founded: 1991, areas: ['hair', 'body'],
    focus: ['Преміальний догляд за волоссям з протеїнами шовку та рідкісними оліями.', 'Premium hair care with silk proteins and rare oils.'] },
  { slug: 'nordic-roots', name: 'Nordic Roots', code: 'NR', color: '#3f7f6a', style: 'color', tagline: 'Scandinavian care', country: LV, founded: 2014, areas: ['hair', 'body'],
    focus: ['Натуральні формули з північних трав для шкіри голови та тіла, без сульфатів і силіконів.', 'Natural formulas with northern herbs for scalp and body, free of sulphates and silicones.'] },
  { slug: 'onyx-nail', name: 'OnyxNail', code: 'ON', color: '#2b2b3a', style: 'dark', tagline: 'Nail system', country: UA, founded: 2015, areas: ['nails'],
    focus: ['Українська система для нейл-майстрів: бази, топи, гелі та понад 300 відтінків гель-лаків.', 'A Ukrainian system for nail artists: bases, tops, gels and over 300 gel polish shades.'] },
  { slug: 'gelissima', name: 'Gelissima', code: 'GS', color: '#e0457b', style: 'color', tagline: 'Gel polish couture', country: PL, founded: 2011, areas: ['nails'],
    focus: ['Гель-лаки з щільною пігментацією, що лягають в один шар і тримаються до трьох тижнів.', 'Densely pigmented gel polishes that cover in one coat and last up to three weeks.'],
    only: ['gel-polish', 'bases-tops', 'nail-art', 'nail-polish'] },
  { slug: 'polish-lab', name: 'Polish Lab', code: 'PL', color: '#d2497a', style: 'light', tagline: 'Nail chemistry', country: DE, founded: 2009, areas: ['nails'],
    focus: ['Німецька якість рідин для підготовки нігтів, праймерів та засобів для зняття покриттів.', 'German-made prep liquids, primers and removers for nail professionals.'],
    only: ['nail-prep', 'bases-tops', 'builder-gels', 'cuticle-care'] },
  { slug: 'lacquera', name: 'Lacquera', code: 'LQ', color: '#9b1d3a', style: 'color', tagline: 'Colour for nails', country: FR, founded: 2003, areas: ['nails', 'makeup'],
    focus: ['Модні колекції лаків і гель-лаків, що виходять двічі на рік.', 'Fashion collections of polishes and gel polishes released twice a year.'],
    only: ['gel-polish', 'nail-polish', 'nail-art', 'lips', 'eyeshadows'] },
  { slug: 'velvet-brow', name: 'Velvet Brow', code: 'VB', color: '#7a4b3a', style: 'color', tagline: 'Brow & lash studio', country: GB, founded: 2013, areas: ['makeup'],
    focus: ['Все для майстрів брів і вій: фарби, склади для ламінування, гелі та олівці.', 'Everything for brow and lash artists: tints, lamination kits, gels and pencils.'],
    only: ['brows', 'lash-brow-lamination', 'mascara'] },
  { slug: 'chroma-studio', name: 'Chroma Studio', code: 'CS', color: '#d65a31', style: 'dark', tagline: 'Makeup artist line', country: US, founded: 2006, areas: ['makeup'],
    focus: ['Декоративна косметика для візажистів зі стійкими пігментами та широкою палітрою тонів.', 'Makeup for artists with long-wear pigments and a wide range of shades.'],
    only: ['foundations', 'powders', 'concealers', 'eyeshadows', 'lips', 'primers', 'mascara'] },
  { slug: 'mirelle', name: 'Mirelle', code: 'MR', color: '#c05f8a', style: 'light', tagline: 'Cosmetics', country: PL, founded: 1994, areas: ['makeup', 'face'],
    focus: ['Доступна декоративна косметика та догляд, що поєднує якість і легкі текстури.', 'Affordable makeup and skin care that pairs quality with light textures.'] },
  { slug: 'silkwax', name: 'Silkwax', code: 'SW', color: '#e48b2f', style: 'color', tagline: 'Wax technology', country: ES, founded: 2002, areas: ['depil'],
    focus: ['Плівкові та картриджні воски, а також воскоплави для салонів.', 'Film and cartridge waxes, plus wax heaters for salons.'],
    only: ['cartridge-wax', 'film-wax', 'wax-heaters', 'strips-spatulas', 'pre-post-depilation'] },
  { slug: 'depilica', name: 'Depilica', code: 'DP', color: '#5a9bd4', style: 'light', tagline: 'Smooth skin', country: PL, founded: 2010, areas: ['depil', 'body'],
    focus: ['Засоби для депіляції з м\'якими формулами для чутливої шкіри.', 'Depilation products with gentle formulas for sensitive skin.'] },
  { slug: 'sugaring-pro', name: 'Sugaring Pro', code: 'SP', color: '#d9a441', style: 'color', tagline: 'Sugar paste', country: UA, founded: 2016, areas: ['depil'],
    focus: ['Цукрові пасти різної щільності, вироблені в Україні з натуральних інгредієнтів.', 'Sugar pastes of every density, made in Ukraine from natural ingredients.'],
    only: ['sugaring', 'pre-post-depilation', 'strips-spatulas'] },
  { slug: 'cosmedica', name: 'Cosmedica', code: 'CM', color: '#28536b', style: 'light', tagline: 'Aesthetic medicine', country: IL, founded: 1998, areas: ['care', 'face'],
    focus: ['Косметика для естетичної медицини: мезококтейлі, кислотні пілінги, постпроцедурний догляд.', 'Cosmetics for aesthetic medicine: meso cocktails, acid peels, post-procedure care.'] },
  { slug: 'peel-expert', name: 'Peel Expert', code: 'PX', color: '#5b8c5a', style: 'color', tagline: 'Acid science', country: DE, founded: 2007, areas: ['care'],
    focus: ['Кислотні пілінги з контрольованим pH для кабінетних процедур.', 'pH-controlled acid peels for professional treatments.'],
    only: ['chemical-peels', 'ampoules', 'pro-serums'] },
  { slug: 'thermaderm', name: 'Thermaderm', code: 'TD', color: '#4d86c6', style: 'light', tagline: 'Thermal water care', country: FR, founded: 1985, areas: ['face', 'body'],
    focus: ['Догляд на основі термальної води для чутливої та реактивної шкіри.', 'Thermal-water care for sensitive and reactive skin.'] },
  { slug: 'alpina-derm', name: 'Alpina Derm', code: 'AD', color: '#6e8fa8', style: 'light', tagline: 'Alpine botanicals', country: CH, founded: 2000, areas: ['face', 'body'],
    focus: ['Формули з альпійськими рослинами та стовбуровими клітинами для зрілої шкіри.', 'Formulas with alpine plants and plant stem cells for mature skin.'] },
  { slug: 'marine-essence', name: 'Marine Essence', code: 'ME', color: '#1d7f9e', style: 'color', tagline: 'Thalasso care', country: FR, founded: 1993, areas: ['body', 'care'],
    focus: ['Таласотерапія: водорості, морська сіль і мінерали для обгортань та догляду за тілом.', 'Thalassotherapy: seaweed, sea salt and minerals for wraps and body care.'],
    only: ['anti-cellulite', 'body-scrubs', 'bath', 'body-creams', 'alginate-masks', 'salon-creams'] },
  { slug: 'olea-verde', name: 'Olea Verde', code: 'OV', color: '#7d8f3a', style: 'color', tagline: 'Olive care', country: IT, founded: 2005, areas: ['body', 'hair'],
    focus: ['Догляд з оливковою олією першого холодного віджиму для тіла та волосся.', 'Care with cold-pressed olive oil for body and hair.'] },
  { slug: 'botanica-spa', name: 'Botanica Spa', code: 'BS', color: '#4f8a5b', style: 'light', tagline: 'Spa botanicals', country: UA, founded: 2012, areas: ['body'],
    focus: ['СПА-засоби для масажу, скрабування та обгортань з ефірними оліями.', 'Spa products for massage, scrubs and wraps with essential oils.'] },
  { slug: 'thalasso-line', name: 'Thalasso Line', code: 'TL', color: '#2d6e8e', style: 'dark', tagline: 'Sea minerals', country: IL, founded: 1997, areas: ['body', 'face'],
    focus: ['Мінерали Мертвого моря в засобах для обличчя і тіла.', 'Dead Sea minerals in face and body care.'],
    only: ['body-scrubs', 'bath', 'body-creams', 'anti-cellulite', 'face-masks', 'face-creams', 'cleansing'] },
  { slug: 'beauty-tools-pro', name: 'Beauty Tools Pro', code: 'BT', color: '#4a4a58', style: 'light', tagline: 'Professional tools', country: DE, founded: 1990, areas: ['tools'],
    focus: ['Інструменти з медичної сталі для манікюру, педикюру та роботи з бровами.', 'Medical-steel instruments for manicure, pedicure and brow work.'],
    only: ['tweezers', 'manicure-tools', 'files-buffers', 'cosmetic-bags'] },
  { slug: 'steelix', name: 'Steelix', code: 'SX', color: '#5c6b7a', style: 'dark', tagline: 'Steel instruments', country: UA, founded: 2009, areas: ['tools', 'nails'],
    focus: ['Українські манікюрні інструменти ручного заточування та пилки з змінними файлами.', 'Ukrainian hand-sharpened manicure instruments and files with replaceable pads.'],
    only: ['manicure-tools', 'tweezers', 'files-buffers', 'builder-gels', 'gel-polish'] },
  { slug: 'brushworks', name: 'Brushworks', code: 'BW', color: '#a05a7a', style: 'color', tagline: 'Makeup brushes', country: JP, founded: 2002, areas: ['tools', 'makeup'],
    focus: ['Пензлі ручної роботи з натурального та синтетичного ворсу.', 'Hand-made brushes with natural and synthetic bristles.'],
    only: ['makeup-brushes', 'sponges', 'cosmetic-bags', 'brows'] },
  { slug: 'aroma-therapie', name: 'Aroma Thérapie', code: 'AT', color: '#8f6bb3', style: 'light', tagline: 'Essential oils', country: FR, founded: 1989, areas: ['body'],
    focus: ['Ароматерапевтичні суміші ефірних олій для масажу та ванн.', 'Aromatherapy blends of essential oils for massage and baths.'],
    only: ['body-oils', 'massage', 'bath', 'shower', 'body-creams'] },
  { slug: 'slim-contour', name: 'Slim Contour', code: 'SC', color: '#e0604e', style: 'color', tagline: 'Body sculpt', country: IT, founded: 2011, areas: ['body'],
    focus: ['Антицелюлітні програми з термоактивними та дренажними засобами.', 'Anti-cellulite programmes with thermoactive and draining products.'],
    only: ['anti-cellulite', 'massage', 'body-oils', 'body-scrubs'] },
  { slug: 'hairtech-milano', name: 'Hairtech Milano', code: 'HM', color: '#202a44', style: 'dark', tagline: 'Salon technology', country: IT, founded: 1983, areas: ['hair'],
    focus: ['Техніки фарбування, окисники і стайлінг для колористів.', 'Colour techniques, developers and styling for colourists.'] },
  { slug: 'colorissimo', name: 'Colorissimo', code: 'CO', color: '#b83280', style: 'color', tagline: 'Hair colour', country: ES, founded: 1995, areas: ['hair'],
    focus: ['Стійкі крем-фарби з низьким вмістом аміаку та понад 100 відтінків.', 'Permanent low-ammonia cream colours in over 100 shades.'],
    only: ['hair-colour', 'developers', 'shampoos', 'conditioners', 'hair-masks'] },
  { slug: 'barber-line', name: 'Barber Line', code: 'BL', color: '#3b3b3b', style: 'dark', tagline: 'Men grooming', country: GB, founded: 2015, areas: ['hair'],
    focus: ['Засоби для барбершопів: догляд за бородою, стайлінг і гоління.', 'Barbershop essentials: beard care, styling and shaving.'],
    only: ['for-men', 'styling', 'shampoos', 'scalp-care'] },
  { slug: 'pure-derma', name: 'Pure Derma', code: 'PD', color: '#5fa8a0', style: 'light', tagline: 'Clean skin care', country: CZ, founded: 2010, areas: ['face'],
    focus: ['Мінімалістичні формули без ароматизаторів для щоденного догляду.', 'Minimalist fragrance-free formulas for daily care.'] },
  { slug: 'vitaskin', name: 'Vitaskin', code: 'VS', color: '#f08a24', style: 'color', tagline: 'Vitamin care', country: KR, founded: 2013, areas: ['face', 'makeup'],
    focus: ['Вітамінні сироватки та креми з вітамінами C, E та B3.', 'Vitamin serums and creams with vitamins C, E and B3.'] },
  { slug: 'lash-and-co', name: 'Lash & Co', code: 'LC', color: '#222222', style: 'dark', tagline: 'Lash studio', country: KR, founded: 2016, areas: ['makeup', 'tools'],
    focus: ['Матеріали для нарощування та ламінування вій: клеї, ремувери, склади.', 'Materials for lash extension and lamination: adhesives, removers, kits.'],
    only: ['lash-brow-lamination', 'mascara', 'tweezers'] },
  { slug: 'bella-unghia', name: 'Bella Unghia', code: 'BU', color: '#d46a9f', style: 'light', tagline: 'Nail care', country: IT, founded: 2006, areas: ['nails'],
    focus: ['Догляд за нігтями та кутикулою, засоби для SPA-манікюру та педикюру.', 'Nail and cuticle care, products for spa manicure and pedicure.'],
    only: ['cuticle-care', 'pedicure', 'nail-polish', 'nail-prep'] },
  { slug: 'epilfree', name: 'Epilfree', code: 'EF', color: '#3aa17e', style: 'light', tagline: 'After-wax care', country: UA, founded: 2017, areas: ['depil'],
    focus: ['Засоби проти врослого волосся та заспокійливий догляд після депіляції.', 'Products against ingrown hairs and soothing after-wax care.'],
    only: ['pre-post-depilation'] },
  { slug: 'skin-atelier', name: 'Skin Atelier', code: 'SA', color: '#9a7b5f', style: 'dark', tagline: 'Cosmetologist atelier', country: FR, founded: 2008, areas: ['care', 'face'],
    focus: ['Кабінетні протоколи догляду з альгінатними масками та професійними сироватками.', 'In-clinic care protocols with alginate masks and professional serums.'] },
  { slug: 'retinol-lab', name: 'Retinol Lab', code: 'RL', color: '#c0392b', style: 'light', tagline: 'Retinoid science', country: US, founded: 2014, areas: ['face', 'care'],
    focus: ['Ретиноїди та бакучіол у стабільних капсульованих формах.', 'Retinoids and bakuchiol in stable encapsulated forms.'] },
  { slug: 'solaris-derm', name: 'Solaris Derm', code: 'SD', color: '#e5a823', style: 'color', tagline: 'Sun protection', country: ES, founded: 2003, areas: ['face', 'body'],
    focus: ['Сонцезахисні засоби з фільтрами широкого спектра для обличчя і тіла.', 'Broad-spectrum sun protection for face and body.'],
    only: ['sun-protection', 'face-creams', 'face-oils', 'body-creams', 'body-oils'] },
  { slug: 'nail-device', name: 'Nail Device', code: 'ND', color: '#6a5acd', style: 'color', tagline: 'Lamps & machines', country: CZ, founded: 2012, areas: ['tools', 'nails'],
    focus: ['UV/LED-лампи, фрезери та обладнання для нейл-студій.', 'UV/LED lamps, e-files and equipment for nail studios.'],
    only: ['lamps-devices', 'files-buffers', 'builder-gels'] },
  { slug: 'sterilab', name: 'Sterilab', code: 'ST', color: '#2e86ab', style: 'light', tagline: 'Hygiene & sterilization', country: PL, founded: 2005, areas: ['tools'],
    focus: ['Дезінфекція, стерилізація та одноразові матеріали для салонів краси.', 'Disinfection, sterilisation and disposables for beauty salons.'],
    only: ['disposables', 'sterilization'] },
]

export function brandDescription(b: BrandSeed): { ua: string; en: string } {
  return {
    ua: `${b.name} — ${b.country[0].toLowerCase()} бренд професійної косметики, заснований у ${b.founded} році. ${b.focus[0]} Продукція бренду представлена в салонах краси та косметологічних кабінетах по всій Україні.`,
    en: `${b.name} is ${withArticle(b.country[1])} professional cosmetics brand founded in ${b.founded}. ${b.focus[1]} Its products are used in beauty salons and cosmetology clinics across Ukraine.`,
  }
}

/** Latin series names, combined per brand by the seed. */
export const SERIES_FIRST = [
  'Hydra', 'Aqua', 'Derma', 'Pure', 'Vital', 'Age', 'Sensi', 'Bio', 'Lumi', 'Nutri', 'Repair', 'Silk', 'Gold',
  'Collagen', 'Peptide', 'Clear', 'Calm', 'Glow', 'Velvet', 'Cashmere', 'Ocean', 'Rose', 'Green', 'Black', 'White',
  'Crystal', 'Prime', 'Ultra', 'Daily', 'Expert',
] as const
export const SERIES_SECOND = [
  'Balance', 'Expert', 'Active', 'Control', 'Lift', 'Boost', 'Care', 'Therapy', 'Protect', 'Science', 'Essentials',
  'Perfect', 'Intense', 'Complex', 'Line', 'Pro', 'Renew', 'Comfort', 'Ritual', 'Signature', 'Touch', 'Shine',
  'Detox', 'Fusion', 'Effect',
] as const
