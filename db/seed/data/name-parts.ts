/**
 * Word pools for product names and texts, in Ukrainian and English. Adjectives are given in the
 * masculine (hard stem, -ий) and inflected for the type noun's gender by `inflect`.
 */
import type { Gender, ShadeKind } from './categories'

/** [Ukrainian masculine form ending in -ий, English]. */
export type Adj = readonly [string, string]
export interface Active {
  /** «з гіалуроновою кислотою» — follows the type noun. */
  ua: string
  en: string
  /** INCI name(s), or for tools the material. */
  inci: string
  /** A sentence on what it does, for the long description. */
  about?: readonly [string, string]
}
type Pair = readonly [string, string]

export interface Pool {
  effects: readonly Adj[]
  actives: readonly Active[]
  /** «для сухої шкіри» — who or what it is for. */
  targets: readonly Pair[]
  benefits: readonly Pair[]
  /** Composition when the product has no active (tools, bags …). */
  material?: string
}

export type PoolName =
  | 'face'
  | 'care'
  | 'body'
  | 'slim'
  | 'fresh'
  | 'hair'
  | 'men'
  | 'nails'
  | 'nailcare'
  | 'prep'
  | 'makeup'
  | 'lashbrow'
  | 'depil'
  | 'gel'
  | 'tools'
  | 'steel'
  | 'brush'
  | 'files'
  | 'bags'
  | 'disposable'
  | 'device'
  | 'disinfect'

export function inflect(adj: string, g: Gender): string {
  if (!adj.endsWith('ий')) return adj
  const stem = adj.slice(0, -2)
  return g === 'm' ? adj : g === 'f' ? `${stem}а` : g === 'n' ? `${stem}е` : `${stem}і`
}

const a = (ua: string, en: string, inci: string, about?: Pair): Active => ({ ua, en, inci, about })

const HYALURONIC = a(
  'з гіалуроновою кислотою',
  'with hyaluronic acid',
  'Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid',
  [
    'Гіалуронова кислота кількох молекулярних мас утримує вологу в різних шарах епідермісу.',
    'Hyaluronic acid of several molecular weights holds moisture in different layers of the epidermis.',
  ],
)
const PANTHENOL = a('з пантенолом', 'with panthenol', 'Panthenol', [
  'Пантенол заспокоює подразнення та прискорює загоєння.',
  'Panthenol soothes irritation and speeds up healing.',
])
const ALOE = a('з алое вера', 'with aloe vera', 'Aloe Barbadensis Leaf Juice', [
  'Сік алое вера освіжає та зволожує.',
  'Aloe vera juice refreshes and hydrates.',
])
const COLLAGEN = a('з колагеном', 'with collagen', 'Hydrolyzed Collagen', [
  'Гідролізований колаген зволожує та робить шкіру еластичнішою.',
  'Hydrolysed collagen moisturises and makes the skin more elastic.',
])
const JOJOBA = a('з олією жожоба', 'with jojoba oil', 'Simmondsia Chinensis Seed Oil', [
  'Олія жожоба за складом близька до себуму, тому живить без відчуття жирності.',
  'Jojoba oil is close to the skin’s own sebum, so it nourishes without a greasy feel.',
])
const VITAMIN_E = a('з вітаміном E', 'with vitamin E', 'Tocopheryl Acetate', [
  'Вітамін E захищає від вільних радикалів.',
  'Vitamin E protects against free radicals.',
])
const PEPTIDES = a('з пептидами', 'with peptides', 'Palmitoyl Tripeptide-1, Palmitoyl Tetrapeptide-7', [
  'Комплекс пептидів підтримує синтез колагену та пружність.',
  'A peptide complex supports collagen synthesis and firmness.',
])
const KERATIN = a('з кератином', 'with keratin', 'Hydrolyzed Keratin', [
  'Гідролізований кератин заповнює пошкодження в структурі волосини.',
  'Hydrolysed keratin fills damaged areas in the hair shaft.',
])
const MENTHOL = a('з ментолом', 'with menthol', 'Menthol', [
  'Ментол дарує відчуття свіжості та прохолоди.',
  'Menthol gives a fresh, cooling sensation.',
])
const CAFFEINE = a('з кофеїном', 'with caffeine', 'Caffeine', [
  'Кофеїн покращує мікроциркуляцію та тонізує.',
  'Caffeine boosts microcirculation and tones.',
])
const ALMOND = a('з олією мигдалю', 'with almond oil', 'Prunus Amygdalus Dulcis Oil', [
  'Мигдальна олія пом’якшує та живить суху шкіру.',
  'Almond oil softens and nourishes dry skin.',
])

export const POOLS: Record<PoolName, Pool> = {
  face: {
    effects: [
      ['зволожувальний', 'moisturising'],
      ['відновлювальний', 'repairing'],
      ['заспокійливий', 'soothing'],
      ['ліфтинговий', 'lifting'],
      ['себорегулювальний', 'sebum-balancing'],
      ['освітлювальний', 'brightening'],
      ['антивіковий', 'anti-ageing'],
      ['матувальний', 'mattifying'],
      ['живильний', 'nourishing'],
      ['розгладжувальний', 'smoothing'],
      ['очищувальний', 'purifying'],
      ['омолоджувальний', 'rejuvenating'],
      ['захисний', 'protective'],
    ],
    actives: [
      HYALURONIC,
      a('з ніацинамідом', 'with niacinamide', 'Niacinamide', [
        'Ніацинамід вирівнює тон, звужує пори та зміцнює захисний бар’єр.',
        'Niacinamide evens the tone, refines pores and strengthens the skin barrier.',
      ]),
      a('з вітаміном C', 'with vitamin C', 'Ascorbyl Glucoside', [
        'Стабільна форма вітаміну C повертає шкірі сяйво та захищає від оксидативного стресу.',
        'A stable form of vitamin C restores radiance and protects against oxidative stress.',
      ]),
      a('з ретинолом', 'with retinol', 'Retinol', [
        'Інкапсульований ретинол стимулює оновлення клітин і розгладжує зморшки.',
        'Encapsulated retinol boosts cell renewal and smooths wrinkles.',
      ]),
      PEPTIDES,
      a('з керамідами', 'with ceramides', 'Ceramide NP, Ceramide AP, Ceramide EOP', [
        'Кераміди відновлюють ліпідний бар’єр і зменшують втрату вологи.',
        'Ceramides rebuild the lipid barrier and reduce moisture loss.',
      ]),
      a('з центелою азіатською', 'with centella asiatica', 'Centella Asiatica Extract', [
        'Екстракт центели заспокоює почервоніння та прискорює відновлення.',
        'Centella extract calms redness and speeds up recovery.',
      ]),
      COLLAGEN,
      a('з муцином равлика', 'with snail mucin', 'Snail Secretion Filtrate', [
        'Муцин равлика загоює дрібні пошкодження та вирівнює текстуру шкіри.',
        'Snail mucin heals minor damage and evens the skin texture.',
      ]),
      a('з екстрактом зеленого чаю', 'with green tea extract', 'Camellia Sinensis Leaf Extract', [
        'Екстракт зеленого чаю діє як антиоксидант і зменшує запалення.',
        'Green tea extract works as an antioxidant and reduces inflammation.',
      ]),
      a('із саліциловою кислотою', 'with salicylic acid', 'Salicylic Acid', [
        'Саліцилова кислота очищає пори та запобігає появі висипань.',
        'Salicylic acid clears pores and helps prevent breakouts.',
      ]),
      a('з гліколевою кислотою', 'with glycolic acid', 'Glycolic Acid', [
        'Гліколева кислота м’яко відлущує ороговілі клітини.',
        'Glycolic acid gently exfoliates dead skin cells.',
      ]),
      PANTHENOL,
      a('зі скваланом', 'with squalane', 'Squalane', [
        'Сквалан живить і пом’якшує шкіру без відчуття жирності.',
        'Squalane nourishes and softens the skin without a greasy feel.',
      ]),
      a('з бакучіолом', 'with bakuchiol', 'Bakuchiol', [
        'Бакучіол — м’яка рослинна альтернатива ретинолу.',
        'Bakuchiol is a gentle plant alternative to retinol.',
      ]),
      a('з азелаїновою кислотою', 'with azelaic acid', 'Azelaic Acid', [
        'Азелаїнова кислота зменшує почервоніння та сліди постакне.',
        'Azelaic acid reduces redness and post-acne marks.',
      ]),
      ALOE,
      a('з цинком', 'with zinc', 'Zinc PCA', ['Цинк регулює вироблення себуму.', 'Zinc regulates sebum production.']),
    ],
    targets: [
      ['для сухої та зневодненої шкіри', 'for dry and dehydrated skin'],
      ['для жирної та комбінованої шкіри', 'for oily and combination skin'],
      ['для чутливої шкіри', 'for sensitive skin'],
      ['для зрілої шкіри', 'for mature skin'],
      ['для всіх типів шкіри', 'for all skin types'],
      ['для шкіри, схильної до акне', 'for acne-prone skin'],
      ['для тьмяної шкіри', 'for dull skin'],
    ],
    benefits: [
      ['Інтенсивно зволожує та відновлює захисний бар’єр шкіри.', 'Intensely hydrates and restores the skin barrier.'],
      ['Зменшує видимість зморшок і покращує пружність.', 'Reduces the look of wrinkles and improves firmness.'],
      ['Вирівнює тон і текстуру шкіри.', 'Evens skin tone and texture.'],
      ['Заспокоює подразнення та почервоніння.', 'Calms irritation and redness.'],
      ['Звужує пори і регулює вироблення себуму.', 'Refines pores and regulates sebum.'],
      ['Повертає шкірі свіжий вигляд і природне сяйво.', 'Brings back a fresh look and natural glow.'],
      ['Живить і пом’якшує, усуває відчуття стягнутості.', 'Nourishes, softens and relieves tightness.'],
    ],
  },
  care: {
    effects: [
      ['відновлювальний', 'repairing'],
      ['ліфтинговий', 'lifting'],
      ['освітлювальний', 'brightening'],
      ['антивіковий', 'anti-ageing'],
      ['себорегулювальний', 'sebum-balancing'],
      ['заспокійливий', 'soothing'],
      ['зволожувальний', 'moisturising'],
      ['омолоджувальний', 'rejuvenating'],
      ['депігментувальний', 'depigmenting'],
    ],
    actives: [
      HYALURONIC,
      PEPTIDES,
      COLLAGEN,
      a('з мигдальною кислотою', 'with mandelic acid', 'Mandelic Acid', [
        'Мигдальна кислота відлущує делікатно і підходить навіть для чутливої шкіри.',
        'Mandelic acid exfoliates gently and suits even sensitive skin.',
      ]),
      a('з молочною кислотою', 'with lactic acid', 'Lactic Acid', [
        'Молочна кислота відлущує та одночасно зволожує.',
        'Lactic acid exfoliates and hydrates at the same time.',
      ]),
      a('з ДМАЕ', 'with DMAE', 'Dimethyl MEA', [
        'ДМАЕ підвищує тонус шкіри та дає швидкий ліфтинг-ефект.',
        'DMAE improves skin tone and gives a quick lifting effect.',
      ]),
      a('з полінуклеотидами', 'with polynucleotides', 'Sodium DNA', [
        'Полінуклеотиди стимулюють регенерацію та зміцнюють шкіру зсередини.',
        'Polynucleotides stimulate regeneration and strengthen the skin from within.',
      ]),
      a('з трихлороцтовою кислотою', 'with TCA', 'Trichloroacetic Acid', [
        'Трихлороцтова кислота забезпечує серединне відлущування за протоколом лікаря.',
        'TCA provides a medium-depth peel under a practitioner’s protocol.',
      ]),
      a('з транексамовою кислотою', 'with tranexamic acid', 'Tranexamic Acid', [
        'Транексамова кислота зменшує гіперпігментацію.',
        'Tranexamic acid reduces hyperpigmentation.',
      ]),
      a('з ферментами папаї', 'with papaya enzymes', 'Papain', [
        'Папаїн розчиняє ороговілі клітини без механічної дії.',
        'Papain dissolves dead cells without any scrubbing.',
      ]),
    ],
    targets: [
      ['для кабінетних процедур', 'for in-clinic treatments'],
      ['для професійного використання косметологом', 'for professional use by cosmetologists'],
      ['для зрілої шкіри', 'for mature skin'],
      ['для шкіри з гіперпігментацією', 'for skin with hyperpigmentation'],
      ['для шкіри, схильної до акне', 'for acne-prone skin'],
    ],
    benefits: [
      ['Посилює ефект апаратних та ін’єкційних процедур.', 'Boosts the results of device and injection treatments.'],
      ['Скорочує період відновлення після процедур.', 'Shortens recovery after treatments.'],
      ['Дає видимий результат вже після першої процедури.', 'Shows visible results after the first treatment.'],
      ['Вирівнює тон і текстуру шкіри.', 'Evens skin tone and texture.'],
      ['Зменшує видимість зморшок і покращує пружність.', 'Reduces the look of wrinkles and improves firmness.'],
    ],
  },
  body: {
    effects: [
      ['живильний', 'nourishing'],
      ['зволожувальний', 'moisturising'],
      ['пом’якшувальний', 'softening'],
      ['розслаблювальний', 'relaxing'],
      ['тонізувальний', 'toning'],
      ['ароматичний', 'scented'],
      ['відновлювальний', 'repairing'],
      ['оксамитовий', 'velvet'],
    ],
    actives: [
      a('з маслом ши', 'with shea butter', 'Butyrospermum Parkii Butter', [
        'Масло ши глибоко живить і захищає від сухості.',
        'Shea butter deeply nourishes and protects against dryness.',
      ]),
      ALMOND,
      a('з кокосовою олією', 'with coconut oil', 'Cocos Nucifera Oil', [
        'Кокосова олія пом’якшує та надає шкірі гладкості.',
        'Coconut oil softens and smooths the skin.',
      ]),
      a('з лавандою', 'with lavender', 'Lavandula Angustifolia Oil', [
        'Олія лаванди розслабляє та заспокоює.',
        'Lavender oil relaxes and calms.',
      ]),
      a('із сечовиною', 'with urea', 'Urea', [
        'Сечовина утримує вологу та пом’якшує огрубілу шкіру.',
        'Urea retains moisture and softens rough skin.',
      ]),
      a('з мертвоморською сіллю', 'with Dead Sea salt', 'Maris Sal', [
        'Мінерали Мертвого моря насичують шкіру мікроелементами.',
        'Dead Sea minerals supply the skin with trace elements.',
      ]),
      JOJOBA,
      a('з екстрактом ванілі', 'with vanilla extract', 'Vanilla Planifolia Fruit Extract', [
        'Ваніль дарує теплий затишний аромат.',
        'Vanilla gives a warm, cosy scent.',
      ]),
      PANTHENOL,
      a('з медом', 'with honey', 'Mel', ['Мед живить і відновлює шкіру.', 'Honey nourishes and restores the skin.']),
    ],
    targets: [
      ['для сухої шкіри тіла', 'for dry body skin'],
      ['для чутливої шкіри', 'for sensitive skin'],
      ['для щоденного догляду за тілом', 'for daily body care'],
      ['для СПА-процедур', 'for spa treatments'],
      ['для всіх типів шкіри', 'for all skin types'],
    ],
    benefits: [
      ['Глибоко живить і робить шкіру оксамитовою.', 'Deeply nourishes and leaves the skin velvety.'],
      ['Зволожує на 24 години.', 'Hydrates for 24 hours.'],
      ['Розслабляє та знімає напругу.', 'Relaxes and relieves tension.'],
      ['Відновлює еластичність шкіри.', 'Restores skin elasticity.'],
      ['Залишає на шкірі ніжний аромат.', 'Leaves a delicate scent on the skin.'],
    ],
  },
  slim: {
    effects: [
      ['антицелюлітний', 'anti-cellulite'],
      ['моделювальний', 'sculpting'],
      ['зігрівальний', 'warming'],
      ['охолоджувальний', 'cooling'],
      ['дренажний', 'draining'],
      ['підтягувальний', 'firming'],
    ],
    actives: [
      CAFFEINE,
      a('з екстрактом перцю чилі', 'with chili pepper extract', 'Capsicum Frutescens Fruit Extract', [
        'Екстракт перцю чилі зігріває та активізує кровообіг.',
        'Chili pepper extract warms and boosts circulation.',
      ]),
      a('з морськими водоростями', 'with seaweed', 'Fucus Vesiculosus Extract, Laminaria Digitata Extract', [
        'Водорості виводять зайву рідину та підтягують шкіру.',
        'Seaweed removes excess fluid and firms the skin.',
      ]),
      MENTHOL,
      a('з екстрактом плюща', 'with ivy extract', 'Hedera Helix Extract', [
        'Плющ зменшує набряки і покращує лімфодренаж.',
        'Ivy reduces puffiness and improves lymph drainage.',
      ]),
      a('з L-карнітином', 'with L-carnitine', 'Carnitine', [
        'L-карнітин підтримує розщеплення жирів.',
        'L-carnitine supports fat breakdown.',
      ]),
    ],
    targets: [
      ['для корекції фігури', 'for body contouring'],
      ['для антицелюлітного масажу', 'for anti-cellulite massage'],
      ['для проблемних зон', 'for problem areas'],
    ],
    benefits: [
      [
        'Зменшує прояви целюліту та покращує мікроциркуляцію.',
        'Reduces the look of cellulite and improves microcirculation.',
      ],
      ['Виводить зайву рідину та зменшує набряки.', 'Removes excess fluid and reduces puffiness.'],
      ['Підтягує шкіру і покращує контури тіла.', 'Firms the skin and refines body contours.'],
    ],
  },
  fresh: {
    effects: [
      ['освіжний', 'refreshing'],
      ['делікатний', 'gentle'],
      ['ароматичний', 'scented'],
    ],
    actives: [
      ALOE,
      a('з екстрактом шавлії', 'with sage extract', 'Salvia Officinalis Leaf Extract', [
        'Шавлія зменшує потовиділення.',
        'Sage helps reduce perspiration.',
      ]),
      a('з пробіотиками', 'with probiotics', 'Lactobacillus Ferment', [
        'Пробіотики підтримують баланс мікробіому шкіри.',
        'Probiotics support the balance of the skin microbiome.',
      ]),
      MENTHOL,
    ],
    targets: [
      ['для щоденного використання', 'for daily use'],
      ['для чутливої шкіри', 'for sensitive skin'],
      ['для активного способу життя', 'for an active lifestyle'],
    ],
    benefits: [
      ['Захищає від запаху до 48 годин.', 'Protects against odour for up to 48 hours.'],
      ['Не залишає слідів на одязі.', 'Leaves no marks on clothes.'],
      ['Дарує відчуття свіжості на весь день.', 'Keeps you feeling fresh all day.'],
    ],
  },
  hair: {
    effects: [
      ['відновлювальний', 'restoring'],
      ['зволожувальний', 'moisturising'],
      ['зміцнювальний', 'strengthening'],
      ['розгладжувальний', 'smoothing'],
      ['живильний', 'nourishing'],
      ['ламінувальний', 'laminating'],
      ['ущільнювальний', 'thickening'],
      ['дисциплінувальний', 'anti-frizz'],
      ['термозахисний', 'heat-protecting'],
    ],
    actives: [
      KERATIN,
      a('з олією арганії', 'with argan oil', 'Argania Spinosa Kernel Oil', [
        'Арганова олія живить і додає блиску.',
        'Argan oil nourishes and adds shine.',
      ]),
      a('з біотином', 'with biotin', 'Biotin', [
        'Біотин зміцнює волосся та стимулює його ріст.',
        'Biotin strengthens the hair and stimulates growth.',
      ]),
      a('з протеїнами шовку', 'with silk proteins', 'Hydrolyzed Silk', [
        'Протеїни шовку роблять волосся гладким і шовковистим.',
        'Silk proteins make the hair smooth and silky.',
      ]),
      PANTHENOL,
      COLLAGEN,
      a('з рисовими протеїнами', 'with rice proteins', 'Hydrolyzed Rice Protein', [
        'Рисові протеїни надають об’єм тонкому волоссю.',
        'Rice proteins add volume to fine hair.',
      ]),
      a('з олією макадамії', 'with macadamia oil', 'Macadamia Ternifolia Seed Oil', [
        'Олія макадамії відновлює ліпідний шар кутикули.',
        'Macadamia oil restores the lipid layer of the cuticle.',
      ]),
      HYALURONIC,
      a('з екстрактом кропиви', 'with nettle extract', 'Urtica Dioica Extract', [
        'Кропива зміцнює корені та нормалізує жирність шкіри голови.',
        'Nettle strengthens the roots and balances an oily scalp.',
      ]),
      CAFFEINE,
      a('з амінокислотами', 'with amino acids', 'Arginine, Serine, Glycine', [
        'Амінокислоти відновлюють внутрішню структуру волосини.',
        'Amino acids rebuild the inner structure of the hair.',
      ]),
    ],
    targets: [
      ['для фарбованого волосся', 'for coloured hair'],
      ['для тонкого волосся', 'for fine hair'],
      ['для сухого та пошкодженого волосся', 'for dry and damaged hair'],
      ['для всіх типів волосся', 'for all hair types'],
      ['для кучерявого волосся', 'for curly hair'],
      ['для освітленого волосся', 'for bleached hair'],
    ],
    benefits: [
      ['Відновлює структуру волосся по всій довжині.', 'Restores the hair structure along its length.'],
      ['Полегшує розчісування та запобігає ламкості.', 'Makes combing easier and prevents breakage.'],
      ['Надає волоссю блиск і шовковистість.', 'Adds shine and silkiness.'],
      ['Зберігає яскравість кольору фарбованого волосся.', 'Keeps coloured hair vibrant.'],
      ['Надає об’єм від самих коренів.', 'Adds volume from the roots.'],
      ['Захищає від термічного впливу до 230 °C.', 'Protects against heat up to 230 °C.'],
    ],
  },
  men: {
    effects: [
      ['освіжний', 'refreshing'],
      ['живильний', 'nourishing'],
      ['заспокійливий', 'soothing'],
      ['тонізувальний', 'toning'],
      ['зміцнювальний', 'strengthening'],
    ],
    actives: [
      a('з олією кедрового горіха', 'with cedar nut oil', 'Pinus Sibirica Seed Oil', [
        'Олія кедрового горіха пом’якшує жорстке волосся.',
        'Cedar nut oil softens coarse hair.',
      ]),
      MENTHOL,
      CAFFEINE,
      ALOE,
      JOJOBA,
    ],
    targets: [
      ['для чоловіків', 'for men'],
      ['для бороди та вусів', 'for beard and moustache'],
      ['для щоденного догляду', 'for daily care'],
    ],
    benefits: [
      ['Освіжає та тонізує шкіру.', 'Refreshes and tones the skin.'],
      ['Пом’якшує жорсткі волоски бороди.', 'Softens coarse beard hair.'],
      ['Знімає подразнення після гоління.', 'Relieves irritation after shaving.'],
    ],
  },
  nails: {
    effects: [
      ['стійкий', 'long-lasting'],
      ['еластичний', 'flexible'],
      ['глянцевий', 'glossy'],
      ['матовий', 'matte'],
      ['самовирівнювальний', 'self-levelling'],
      ['прозорий', 'clear'],
      ['зміцнювальний', 'strengthening'],
      ['щільний', 'dense'],
    ],
    actives: [
      a('з кальцієм', 'with calcium', 'Calcium Pantothenate'),
      a('з шимером', 'with shimmer', 'Mica, CI 77891'),
      a('з нейлоновими волокнами', 'with nylon fibres', 'Nylon-6'),
      a('з ефектом втирки', 'with a chrome effect', 'Synthetic Fluorphlogopite, CI 77891'),
      VITAMIN_E,
    ],
    targets: [
      ['для манікюру та педикюру', 'for manicure and pedicure'],
      ['для салонного манікюру', 'for salon manicure'],
      ['для тонких і ламких нігтів', 'for thin and brittle nails'],
      ['для нейл-майстрів', 'for nail technicians'],
    ],
    benefits: [
      ['Тримається до трьох тижнів без сколів.', 'Lasts up to three weeks without chipping.'],
      ['Легко наноситься і самовирівнюється.', 'Applies easily and self-levels.'],
      ['Полімеризується в UV/LED-лампі за 30–60 секунд.', 'Cures in a UV/LED lamp in 30–60 seconds.'],
      ['Легко знімається апаратом або рідиною.', 'Removes easily with an e-file or remover.'],
      ['Щільно перекриває в один-два шари.', 'Gives full coverage in one or two coats.'],
    ],
  },
  nailcare: {
    effects: [
      ['живильний', 'nourishing'],
      ['зволожувальний', 'moisturising'],
      ['пом’якшувальний', 'softening'],
      ['відновлювальний', 'repairing'],
      ['зміцнювальний', 'strengthening'],
    ],
    actives: [
      VITAMIN_E,
      ALMOND,
      JOJOBA,
      a('із сечовиною', 'with urea', 'Urea', ['Сечовина пом’якшує огрубілу шкіру.', 'Urea softens rough skin.']),
      a('з алантоїном', 'with allantoin', 'Allantoin', [
        'Алантоїн загоює мікротріщини.',
        'Allantoin heals micro-cracks.',
      ]),
    ],
    targets: [
      ['для сухої кутикули', 'for dry cuticles'],
      ['для манікюру та педикюру', 'for manicure and pedicure'],
      ['для ламких нігтів', 'for brittle nails'],
      ['для апаратного педикюру', 'for machine pedicure'],
    ],
    benefits: [
      ['Живить кутикулу та зміцнює нігті.', 'Nourishes the cuticles and strengthens nails.'],
      ['Пом’якшує огрубілу шкіру за кілька хвилин.', 'Softens rough skin in minutes.'],
      ['Запобігає появі задирок.', 'Prevents hangnails.'],
    ],
  },
  prep: {
    effects: [
      ['професійний', 'professional'],
      ['швидкодіючий', 'fast-acting'],
      ['делікатний', 'gentle'],
    ],
    actives: [JOJOBA, VITAMIN_E, ALOE],
    targets: [
      ['для підготовки нігтів', 'for nail preparation'],
      ['для нейл-майстрів', 'for nail technicians'],
      ['для салонного манікюру', 'for salon manicure'],
    ],
    benefits: [
      ['Покращує зчеплення покриття з нігтьовою пластиною.', 'Improves adhesion of the coating to the nail plate.'],
      ['Запобігає відшаруванням.', 'Prevents lifting.'],
      ['Не пересушує нігті та кутикулу.', 'Does not dry out nails or cuticles.'],
    ],
  },
  makeup: {
    effects: [
      ['стійкий', 'long-wear'],
      ['матовий', 'matte'],
      ['сяйний', 'radiant'],
      ['водостійкий', 'waterproof'],
      ['об’ємний', 'volumising'],
      ['подовжувальний', 'lengthening'],
      ['зволожувальний', 'hydrating'],
      ['легкий', 'lightweight'],
      ['фіксувальний', 'setting'],
    ],
    actives: [
      HYALURONIC,
      VITAMIN_E,
      JOJOBA,
      a('з перламутровими пігментами', 'with pearl pigments', 'Mica, CI 77891'),
      KERATIN,
      PEPTIDES,
      PANTHENOL,
      a('з SPF 15', 'with SPF 15', 'Ethylhexyl Methoxycinnamate, Titanium Dioxide'),
    ],
    targets: [
      ['для щоденного макіяжу', 'for everyday makeup'],
      ['для вечірнього макіяжу', 'for evening makeup'],
      ['для професійного макіяжу', 'for professional makeup'],
      ['для чутливих очей', 'for sensitive eyes'],
      ['для всіх типів шкіри', 'for all skin types'],
    ],
    benefits: [
      ['Тримається до 16 годин без оновлення.', 'Stays put for up to 16 hours without touch-ups.'],
      ['Легко наноситься і не скочується.', 'Applies easily and does not pill.'],
      ['Не обтяжує і залишається непомітним на шкірі.', 'Weightless and invisible on the skin.'],
      ['Дерматологічно протестовано.', 'Dermatologically tested.'],
      ['Насичений колір з першого нанесення.', 'Rich colour in one swipe.'],
    ],
  },
  lashbrow: {
    effects: [
      ['стійкий', 'long-lasting'],
      ['делікатний', 'gentle'],
      ['гіпоалергенний', 'hypoallergenic'],
      ['професійний', 'professional'],
      ['живильний', 'nourishing'],
    ],
    actives: [
      KERATIN,
      PEPTIDES,
      a('з біотином', 'with biotin', 'Biotin'),
      PANTHENOL,
      a('з рициновою олією', 'with castor oil', 'Ricinus Communis Seed Oil'),
    ],
    targets: [
      ['для ламінування вій та брів', 'for lash and brow lamination'],
      ['для лешмейкерів', 'for lash artists'],
      ['для майстрів брів', 'for brow artists'],
    ],
    benefits: [
      ['Результат тримається до 8 тижнів.', 'Results last up to 8 weeks.'],
      ['Не подразнює слизову оболонку очей.', 'Does not irritate the eyes.'],
      ['Підходить для чутливих очей.', 'Suitable for sensitive eyes.'],
    ],
  },
  depil: {
    effects: [
      ['гіпоалергенний', 'hypoallergenic'],
      ['кремовий', 'creamy'],
      ['прозорий', 'transparent'],
      ['делікатний', 'delicate'],
      ['професійний', 'professional'],
      ['заспокійливий', 'soothing'],
      ['м’який', 'soft'],
      ['еластичний', 'elastic'],
    ],
    actives: [
      a('з діоксидом титану', 'with titanium dioxide', 'CI 77891', [
        'Діоксид титану робить віск м’якшим і делікатнішим до шкіри.',
        'Titanium dioxide makes the wax softer and gentler on the skin.',
      ]),
      a('з азуленом', 'with azulene', 'Azulene', [
        'Азулен знімає подразнення та почервоніння.',
        'Azulene relieves irritation and redness.',
      ]),
      JOJOBA,
      a('з екстрактом ромашки', 'with chamomile extract', 'Chamomilla Recutita Flower Extract', [
        'Ромашка заспокоює чутливу шкіру.',
        'Chamomile calms sensitive skin.',
      ]),
      a('з оксидом цинку', 'with zinc oxide', 'Zinc Oxide', [
        'Оксид цинку підсушує та захищає шкіру.',
        'Zinc oxide dries and protects the skin.',
      ]),
      a('з олією чайного дерева', 'with tea tree oil', 'Melaleuca Alternifolia Leaf Oil', [
        'Олія чайного дерева має антисептичну дію.',
        'Tea tree oil has an antiseptic effect.',
      ]),
      ALOE,
    ],
    targets: [
      ['для чутливих зон', 'for sensitive areas'],
      ['для депіляції ніг і рук', 'for legs and arms'],
      ['для зони бікіні', 'for the bikini area'],
      ['для жорсткого та короткого волосся', 'for coarse and short hair'],
      ['для всіх типів шкіри', 'for all skin types'],
    ],
    benefits: [
      ['Захоплює навіть короткі волоски від 2 мм.', 'Grips even short hairs from 2 mm.'],
      ['Працює за низької температури, не травмуючи шкіру.', 'Works at a low temperature without harming the skin.'],
      ['Мінімізує подразнення та почервоніння після процедури.', 'Minimises irritation and redness after treatment.'],
      ['Уповільнює ріст волосся.', 'Slows down hair regrowth.'],
    ],
  },
  gel: {
    effects: [
      ['охолоджувальний', 'cooling'],
      ['зволожувальний', 'moisturising'],
      ['заспокійливий', 'soothing'],
      ['прозорий', 'transparent'],
    ],
    actives: [ALOE, HYALURONIC, PANTHENOL, MENTHOL],
    targets: [
      ['для RF-ліфтингу та ультразвукових процедур', 'for RF lifting and ultrasound treatments'],
      ['для мікрострумової терапії', 'for microcurrent therapy'],
      ['для апаратної косметології', 'for device cosmetology'],
    ],
    benefits: [
      ['Забезпечує рівномірне ковзання та контакт електродів.', 'Ensures smooth gliding and electrode contact.'],
      ['Не залишає липкості та легко змивається.', 'Leaves no stickiness and rinses off easily.'],
    ],
  },
  steel: {
    effects: [
      ['професійний', 'professional'],
      ['ергономічний', 'ergonomic'],
      ['преміальний', 'premium'],
      ['класичний', 'classic'],
      ['компактний', 'compact'],
    ],
    actives: [
      a('з нержавіючої сталі', 'made of stainless steel', 'Stainless steel AISI 420'),
      a('з титановим покриттям', 'with titanium coating', 'Stainless steel AISI 420, titanium nitride coating'),
      a('з ручним заточуванням', 'hand-sharpened', 'Stainless steel AISI 440'),
    ],
    targets: [
      ['для майстрів б’юті-індустрії', 'for beauty professionals'],
      ['для професійного використання', 'for professional use'],
      ['для домашнього використання', 'for home use'],
    ],
    benefits: [
      [
        'Виготовлено з медичної сталі, витримує стерилізацію в сухожарі та автоклаві.',
        'Made of medical steel; withstands dry-heat and autoclave sterilisation.',
      ],
      ['Точне змикання робочих кромок.', 'Precisely aligned working edges.'],
      ['Зручно лежить у руці під час тривалої роботи.', 'Sits comfortably in the hand during long sessions.'],
    ],
    material: 'Stainless steel AISI 420',
  },
  tools: {
    effects: [
      ['професійний', 'professional'],
      ['компактний', 'compact'],
      ['ергономічний', 'ergonomic'],
    ],
    actives: [],
    targets: [
      ['для професійного використання', 'for professional use'],
      ['для салонів краси', 'for beauty salons'],
    ],
    benefits: [['Надійний помічник у щоденній роботі майстра.', 'A reliable helper in an artist’s daily work.']],
    material: 'Stainless steel, ABS plastic',
  },
  brush: {
    effects: [
      ['професійний', 'professional'],
      ['м’який', 'soft'],
      ['щільний', 'dense'],
      ['ергономічний', 'ergonomic'],
    ],
    actives: [
      a(
        'із синтетичного ворсу',
        'with synthetic bristles',
        'Synthetic taklon fibres, aluminium ferrule, birch wood handle',
      ),
      a('з натурального ворсу', 'with natural bristles', 'Goat hair, aluminium ferrule, birch wood handle'),
      a('з дерев’яною ручкою', 'with a wooden handle', 'Synthetic fibres, aluminium ferrule, beech wood handle'),
    ],
    targets: [
      ['для візажистів', 'for makeup artists'],
      ['для щоденного макіяжу', 'for everyday makeup'],
      ['для рідких і кремових текстур', 'for liquid and cream textures'],
    ],
    benefits: [
      ['Рівномірно розподіляє продукт без розводів.', 'Blends product evenly without streaks.'],
      ['Ворс не випадає і не деформується після миття.', 'Bristles do not shed or lose shape after washing.'],
    ],
    material: 'Polyurethane foam, latex-free',
  },
  files: {
    effects: [
      ['професійний', 'professional'],
      ['двосторонній', 'double-sided'],
      ['одноразовий', 'disposable'],
      ['вигнутий', 'curved'],
    ],
    actives: [
      a('на пінній основі', 'with a foam core', 'Abrasive paper, foam core'),
      a('з металевою основою', 'with a metal base', 'Stainless steel base, replaceable abrasive pads'),
      a('на дерев’яній основі', 'with a wooden base', 'Wood, abrasive paper'),
    ],
    targets: [
      ['для натуральних нігтів', 'for natural nails'],
      ['для штучних нігтів', 'for artificial nails'],
      ['для манікюру та педикюру', 'for manicure and pedicure'],
    ],
    benefits: [
      ['Не травмує нігтьову пластину.', 'Does not damage the nail plate.'],
      ['Підлягає дезінфекції.', 'Can be disinfected.'],
    ],
    material: 'Abrasive paper, foam core',
  },
  bags: {
    effects: [
      ['компактний', 'compact'],
      ['місткий', 'roomy'],
      ['водонепроникний', 'waterproof'],
      ['професійний', 'professional'],
    ],
    actives: [],
    targets: [
      ['для подорожей', 'for travel'],
      ['для майстрів на виїзд', 'for mobile artists'],
      ['для зберігання косметики', 'for storing cosmetics'],
    ],
    benefits: [
      ['Зручні відділення для пензлів і косметики.', 'Handy compartments for brushes and cosmetics.'],
      ['Легко чиститься вологою серветкою.', 'Wipes clean easily.'],
    ],
    material: 'Polyester, PVC lining, metal zip',
  },
  disposable: {
    effects: [
      ['одноразовий', 'disposable'],
      ['гіпоалергенний', 'hypoallergenic'],
      ['професійний', 'professional'],
    ],
    actives: [],
    targets: [
      ['для салонів краси', 'for beauty salons'],
      ['для косметологічних кабінетів', 'for cosmetology rooms'],
      ['для депіляції', 'for depilation'],
    ],
    benefits: [
      ['Гігієнічне рішення для кожного клієнта.', 'A hygienic choice for every client.'],
      ['Зручна упаковка з дозатором.', 'Convenient dispenser pack.'],
    ],
  },
  device: {
    effects: [
      ['професійний', 'professional'],
      ['компактний', 'compact'],
      ['потужний', 'powerful'],
      ['тихий', 'quiet'],
    ],
    actives: [],
    targets: [
      ['для нейл-студій', 'for nail studios'],
      ['для салонів краси', 'for beauty salons'],
      ['для домашнього використання', 'for home use'],
    ],
    benefits: [
      ['Гарантія 12 місяців.', '12-month warranty.'],
      ['Працює тихо і не перегрівається.', 'Runs quietly and does not overheat.'],
      ['Автоматичний таймер і захист від перегріву.', 'Automatic timer and overheat protection.'],
    ],
  },
  disinfect: {
    effects: [
      ['професійний', 'professional'],
      ['концентрований', 'concentrated'],
      ['універсальний', 'universal'],
      ['швидкодіючий', 'fast-acting'],
    ],
    actives: [],
    targets: [
      ['для дезінфекції інструментів і поверхонь', 'for instruments and surfaces'],
      ['для салонів краси', 'for beauty salons'],
      ['для косметологічних кабінетів', 'for cosmetology rooms'],
    ],
    benefits: [
      ['Діє на бактерії, віруси та грибки.', 'Effective against bacteria, viruses and fungi.'],
      ['Не пошкоджує метал і пластик.', 'Does not damage metal or plastic.'],
    ],
    material: 'Didecyldimethylammonium Chloride, Alkyl Dimethyl Benzyl Ammonium Chloride, Aqua',
  },
}

/** How to use it, by kind of use; the seed picks one. */
export const APPLICATION: Record<string, readonly Pair[]> = {
  leaveOn: [
    [
      'Нанесіть невелику кількість на очищену шкіру обличчя, шиї та декольте масажними рухами. Використовуйте вранці та/або ввечері.',
      'Apply a small amount to cleansed skin of the face, neck and décolleté with massaging movements. Use morning and/or evening.',
    ],
    [
      'Розподіліть невелику кількість по шкірі після тоніка і дочекайтеся повного вбирання. Вранці завершіть догляд сонцезахисним засобом.',
      'Spread a small amount over the skin after toner and let it absorb. In the morning, finish with sunscreen.',
    ],
  ],
  eye: [
    [
      'Нанесіть легкими поплескувальними рухами на шкіру навколо очей від внутрішнього кута до зовнішнього.',
      'Pat gently onto the eye area from the inner to the outer corner.',
    ],
  ],
  cleanser: [
    [
      'Нанесіть на вологу шкіру, помасажуйте та змийте теплою водою. Використовуйте двічі на день.',
      'Apply to damp skin, massage and rinse with warm water. Use twice a day.',
    ],
    [
      'Нанесіть на ватний диск і протріть обличчя, уникаючи зони навколо очей. Не потребує змивання.',
      'Apply to a cotton pad and wipe over the face, avoiding the eye area. No need to rinse.',
    ],
  ],
  mask: [
    [
      'Нанесіть рівним шаром на очищену шкіру на 15–20 хвилин, потім зніміть залишки вологим спонжем. Використовуйте 1–2 рази на тиждень.',
      'Apply an even layer to cleansed skin for 15–20 minutes, then remove with a damp sponge. Use 1–2 times a week.',
    ],
  ],
  peel: [
    [
      'Нанесіть на суху очищену шкіру, витримайте рекомендований час, контролюючи реакцію шкіри, та нейтралізуйте. Після процедури обов’язково використовуйте засіб з SPF.',
      'Apply to dry cleansed skin, leave for the recommended time while watching the skin’s reaction, then neutralise. Use SPF afterwards.',
    ],
    [
      'Нанесіть на вологу шкіру, помасажуйте 1–2 хвилини та змийте. Використовуйте 1–2 рази на тиждень.',
      'Apply to damp skin, massage for 1–2 minutes and rinse. Use 1–2 times a week.',
    ],
  ],
  ampoule: [
    [
      'Вміст ампули нанесіть на очищену шкіру і розподіліть до повного вбирання або використовуйте для фонофорезу, мікрострумів чи мезотерапії згідно з протоколом.',
      'Apply the ampoule contents to cleansed skin until absorbed, or use for phonophoresis, microcurrent or mesotherapy according to the protocol.',
    ],
  ],
  spf: [
    [
      'Нанесіть достатню кількість за 15 хвилин до виходу на сонце. Оновлюйте кожні 2 години та після купання.',
      'Apply generously 15 minutes before sun exposure. Reapply every 2 hours and after swimming.',
    ],
  ],
  hairWash: [
    [
      'Нанесіть на вологе волосся, спіньте масажними рухами та змийте. За потреби повторіть.',
      'Apply to wet hair, lather with massaging movements and rinse. Repeat if needed.',
    ],
  ],
  hairCare: [
    [
      'Розподіліть по вимитому вологому волоссю, відступивши від коренів, залиште на 3–5 хвилин і змийте.',
      'Spread through washed damp hair, avoiding the roots; leave for 3–5 minutes and rinse.',
    ],
    [
      'Нанесіть на вологе або сухе волосся по довжині та на кінчики. Не змивайте.',
      'Apply to damp or dry lengths and ends. Do not rinse.',
    ],
  ],
  styling: [
    ['Нанесіть на вологе або сухе волосся та сформуйте укладку.', 'Apply to damp or dry hair and style as desired.'],
  ],
  dye: [
    [
      'Змішайте крем-фарбу з окисником у пропорції 1:1,5, нанесіть на сухе волосся і витримайте 30–35 хвилин. Змийте та нанесіть маску-стабілізатор.',
      'Mix the colour with developer 1:1.5, apply to dry hair and leave for 30–35 minutes. Rinse and apply a stabilising mask.',
    ],
  ],
  scalp: [
    [
      'Нанесіть на шкіру голови по проділах і помасажуйте кінчиками пальців. Курс — 4–6 тижнів.',
      'Apply to the scalp along partings and massage with fingertips. Use as a 4–6 week course.',
    ],
  ],
  body: [
    ['Нанесіть на чисту шкіру масажними рухами до повного вбирання.', 'Massage into clean skin until fully absorbed.'],
  ],
  shower: [
    [
      'Нанесіть на вологу шкіру або мочалку, спіньте та змийте водою.',
      'Apply to wet skin or a sponge, lather and rinse off.',
    ],
  ],
  massage: [
    [
      'Нанесіть на шкіру та виконайте масаж за обраною методикою. Залишки видаліть серветкою.',
      'Apply to the skin and massage using the chosen technique. Remove residue with a tissue.',
    ],
  ],
  polish: [
    [
      'Нанесіть тонким шаром на підготовлений ніготь і полімеризуйте в UV-лампі 120 секунд або в LED-лампі 30–60 секунд.',
      'Apply a thin coat to the prepared nail and cure for 120 seconds in a UV lamp or 30–60 seconds in an LED lamp.',
    ],
  ],
  nailPrep: [
    [
      'Нанесіть тонким шаром на нігтьову пластину після опилу та дайте висохнути 30 секунд.',
      'Apply a thin coat to the filed nail plate and let it dry for 30 seconds.',
    ],
  ],
  nailCare: [
    [
      'Нанесіть на кутикулу або огрубілу шкіру та помасажуйте до вбирання.',
      'Apply to cuticles or rough skin and massage until absorbed.',
    ],
  ],
  makeup: [
    [
      'Нанесіть пензлем, спонжем або кінчиками пальців і розтушуйте.',
      'Apply with a brush, sponge or fingertips and blend.',
    ],
  ],
  lashBrow: [
    [
      'Використовуйте згідно з інструкцією до процедури ламінування або нарощування. Тільки для професійного використання.',
      'Use according to the lamination or extension instructions. For professional use only.',
    ],
  ],
  wax: [
    [
      'Розігрійте віск у воскоплаві до робочої температури, перевірте її на зап’ясті, нанесіть тонким шаром за ростом волосся та зніміть проти росту.',
      'Heat the wax to working temperature, test it on the wrist, apply a thin layer in the direction of hair growth and remove against it.',
    ],
  ],
  sugar: [
    [
      'Розімніть шматочок пасти в руках до еластичності, нанесіть проти росту волосся та зніміть різким рухом за ростом.',
      'Knead a piece of paste until pliable, apply against hair growth and flick off in the direction of growth.',
    ],
  ],
  depilCare: [
    [
      'Нанесіть на шкіру до або після депіляції легкими масажними рухами.',
      'Apply to the skin before or after depilation with light massaging movements.',
    ],
  ],
  tool: [
    [
      'Перед першим використанням і після кожного клієнта дезінфікуйте та стерилізуйте інструмент.',
      'Disinfect and sterilise the instrument before first use and after every client.',
    ],
  ],
  brush: [
    [
      'Після використання промийте теплою водою з м’яким шампунем і висушіть горизонтально.',
      'After use, wash in warm water with a mild shampoo and dry flat.',
    ],
  ],
  contactGel: [
    [
      'Нанесіть рівним шаром на зону процедури перед роботою апаратом. Після процедури зніміть залишки вологою серветкою.',
      'Apply an even layer to the treatment area before using the device. Remove residue with a damp tissue afterwards.',
    ],
  ],
  bag: [
    [
      'Зберігайте в сухому місці; за потреби протріть вологою серветкою.',
      'Keep in a dry place; wipe with a damp cloth when needed.',
    ],
  ],
  device: [
    [
      'Перед використанням ознайомтеся з інструкцією. Підключайте до мережі 220 В.',
      'Read the manual before use. Connect to a 220 V outlet.',
    ],
  ],
  disposable: [
    ['Для одноразового використання. Утилізуйте після кожного клієнта.', 'Single use. Dispose of after every client.'],
  ],
  disinfect: [
    [
      'Розведіть згідно з інструкцією або використовуйте в готовому вигляді; занурте інструменти чи обробіть поверхні. Експозиція — 15 хвилин.',
      'Dilute as instructed or use ready-made; immerse instruments or treat surfaces. Exposure time: 15 minutes.',
    ],
  ],
}

/** A texture or format sentence, by use (optional). */
export const TEXTURE: Record<string, readonly Pair[]> = {
  leaveOn: [
    [
      'Легка текстура швидко вбирається і не залишає липкості.',
      'The light texture absorbs quickly and leaves no stickiness.',
    ],
    [
      'Насичена кремова текстура дарує комфорт на весь день.',
      'The rich creamy texture keeps skin comfortable all day.',
    ],
  ],
  cleanser: [['М’яко очищує, не порушуючи pH-баланс шкіри.', 'Cleanses gently without upsetting the skin’s pH.']],
  mask: [['Помітний результат вже після першого застосування.', 'Visible results after the first use.']],
  hairWash: [
    ['Делікатна мийна основа не пересушує шкіру голови.', 'A gentle cleansing base that does not dry the scalp.'],
  ],
  hairCare: [['Не обтяжує волосся і не залишає жирного блиску.', 'Does not weigh the hair down or leave it greasy.']],
  body: [['Тане на шкірі та швидко вбирається.', 'Melts into the skin and absorbs quickly.']],
  polish: [['Не розтікається і не утворює бульбашок.', 'Does not flood the cuticle or form bubbles.']],
  wax: [['Добре розтягується і не ламається при знятті.', 'Stretches well and does not break on removal.']],
  makeup: [['Легка текстура рівно лягає на шкіру.', 'The light texture goes on evenly.']],
}

/** The start of the INCI list, by use; actives and the tail are added by the seed. */
export const INCI_BASE: Record<string, string> = {
  leaveOn: 'Aqua, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Butylene Glycol, Dimethicone',
  eye: 'Aqua, Glycerin, Butylene Glycol, Caprylic/Capric Triglyceride, Cetyl Alcohol',
  cleanser: 'Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Glycerin, Coco-Glucoside',
  mask: 'Aqua, Kaolin, Glycerin, Bentonite, Butylene Glycol',
  peel: 'Aqua, Propylene Glycol, Glycerin, Hydroxyethylcellulose',
  ampoule: 'Aqua, Butylene Glycol, Glycerin, Pentylene Glycol',
  spf: 'Aqua, Homosalate, Ethylhexyl Salicylate, Butyl Methoxydibenzoylmethane, Glycerin, Octocrylene',
  hairWash: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Sodium Chloride',
  hairCare: 'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Amodimethicone, Glycerin',
  styling: 'Aqua, Alcohol Denat., VP/VA Copolymer, PEG-40 Hydrogenated Castor Oil',
  dye: 'Aqua, Cetearyl Alcohol, Ethanolamine, Sodium Laureth Sulfate, Toluene-2,5-Diamine Sulfate, Resorcinol',
  oxidant: 'Aqua, Hydrogen Peroxide, Cetearyl Alcohol, Ceteareth-20, Etidronic Acid',
  scalp: 'Aqua, Alcohol Denat., Glycerin, Propylene Glycol',
  body: 'Aqua, Glycerin, Paraffinum Liquidum, Cetearyl Alcohol, Isopropyl Myristate',
  shower: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Sodium Chloride',
  massage: 'Paraffinum Liquidum, Caprylic/Capric Triglyceride, Helianthus Annuus Seed Oil, Cetearyl Alcohol',
  polish:
    'Di-HEMA Trimethylhexyl Dicarbamate, Hydroxypropyl Methacrylate, Isobornyl Methacrylate, Trimethylbenzoyl Diphenylphosphine Oxide',
  nailPrep: 'Ethyl Acetate, Isopropyl Alcohol, Butyl Acetate',
  nailCare: 'Aqua, Glycerin, Urea, Cetearyl Alcohol, Prunus Amygdalus Dulcis Oil',
  makeup: 'Cyclopentasiloxane, Aqua, Talc, Dimethicone, Mica',
  lashBrow: 'Aqua, Cysteamine HCl, Ethanolamine, Cetearyl Alcohol',
  wax: 'Glyceryl Rosinate, Cera Alba, Paraffinum Liquidum, Glyceryl Hydrogenated Rosinate',
  sugar: 'Sucrose, Aqua, Citric Acid',
  depilCare: 'Paraffinum Liquidum, Isopropyl Myristate, Caprylic/Capric Triglyceride',
  contactGel: 'Aqua, Glycerin, Carbomer, Propylene Glycol',
}
export const INCI_TAIL = [
  'Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin, Parfum',
  'Phenoxyethanol, Sodium Benzoate, Citric Acid, Parfum',
  'Tocopherol, Phenoxyethanol, Ethylhexylglycerin',
] as const
export const PIGMENTS = 'CI 77891, CI 77491, CI 77492, CI 77499'

/** Who it is meant for, the «Призначення» tab opening (agrees with the type's gender). */
export const PRESCRIPTION_START: Record<Gender, readonly [string, string]> = {
  m: ['Призначений', 'Designed'],
  f: ['Призначена', 'Designed'],
  n: ['Призначене', 'Designed'],
  p: ['Призначені', 'Designed'],
}
export const PRESCRIPTION_END: readonly Pair[] = [
  ['Підходить для домашнього догляду та професійного використання.', 'Suitable for home care and professional use.'],
  ['Рекомендовано косметологами.', 'Recommended by cosmetologists.'],
  ['Для професійного використання в салонах краси.', 'For professional use in beauty salons.'],
  ['Не містить парабенів.', 'Paraben-free.'],
  ['Не тестується на тваринах.', 'Not tested on animals.'],
]

/** The same for tools, devices and disposables. */
export const PRESCRIPTION_END_GOODS: readonly Pair[] = [
  ['Гарантія якості від виробника.', 'Quality guaranteed by the manufacturer.'],
  ['Має сертифікат відповідності.', 'Comes with a certificate of conformity.'],
  ['Оптимальний вибір для щоденної роботи.', 'A good choice for everyday work.'],
]

// --- Shades -------------------------------------------------------------------------------------

const TONES = [
  '01 Ivory',
  '02 Porcelain',
  '03 Natural Beige',
  '04 Sand',
  '05 Honey',
  '06 Warm Beige',
  '07 Tan',
  '08 Caramel',
] as const
const BROWS: readonly Pair[] = [
  ['тауп', 'taupe'],
  ['світло-коричневий', 'soft brown'],
  ['темно-коричневий', 'dark brown'],
  ['графіт', 'graphite'],
  ['блонд', 'blonde'],
  ['каштановий', 'auburn'],
]
const GLITTERS: readonly Pair[] = [
  ['срібло', 'silver'],
  ['золото', 'gold'],
  ['голографік', 'holographic'],
  ['рожеве золото', 'rose gold'],
  ['хамелеон', 'chameleon'],
]
const OXIDANTS: readonly Pair[] = [
  ['1,5%', '1.5%'],
  ['3%', '3%'],
  ['6%', '6%'],
  ['9%', '9%'],
  ['12%', '12%'],
]
const HAIR_REFLECTS = [0, 1, 3, 4, 6, 7, 11, 34, 43, 66] as const

/** The shade part of a name, from a random number r in [0, 1). */
export function shadeName(kind: ShadeKind, r: number): readonly [string, string] {
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(r * list.length)]!
  switch (kind) {
    case 'gel': {
      const n = String(1 + Math.floor(r * 320)).padStart(3, '0')
      return [`№${n}`, `No. ${n}`]
    }
    case 'lip': {
      const n = String(1 + Math.floor(r * 40)).padStart(2, '0')
      return [`№${n}`, `No. ${n}`]
    }
    case 'tone': {
      const t = pickOf(TONES)
      return [`тон ${t}`, `shade ${t}`]
    }
    case 'hairColor': {
      const i = Math.floor(r * 100)
      const level = 1 + (i % 10)
      const reflect = HAIR_REFLECTS[Math.floor(i / 10)]!
      const code = `${level}.${reflect}`
      return [code, code]
    }
    case 'oxidant':
      return pickOf(OXIDANTS)
    case 'brow':
      return pickOf(BROWS)
    case 'glitter':
      return pickOf(GLITTERS)
  }
}
