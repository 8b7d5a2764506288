/** Seeded accounts, addresses, promo codes, partner-form options and review texts. */

export interface SeedUser {
  key: string
  email: string
  phone: string | null
  password: string
  firstName: string
  lastName: string
  fatherName: string
  city: string
  role: 'customer' | 'staff' | 'admin'
  wholesaleStatus: 'none' | 'pending' | 'approved' | 'declined'
  locale: 'ua' | 'en'
}

/** The accounts other parts of the project (and people trying the store) log in with. */
export const ACCOUNTS: readonly SeedUser[] = [
  {
    key: 'admin',
    email: 'admin@example.com',
    phone: null,
    password: 'admin12345',
    firstName: 'Ірина',
    lastName: 'Бондаренко',
    fatherName: 'Сергіївна',
    city: 'Київ',
    role: 'admin',
    wholesaleStatus: 'none',
    locale: 'ua',
  },
  {
    key: 'staff',
    email: 'staff@example.com',
    phone: null,
    password: 'staff12345',
    firstName: 'Тарас',
    lastName: 'Гнатюк',
    fatherName: 'Іванович',
    city: 'Київ',
    role: 'staff',
    wholesaleStatus: 'none',
    locale: 'ua',
  },
  {
    key: 'customer',
    email: 'customer@example.com',
    phone: '+380501112233',
    password: 'customer12345',
    firstName: 'Олена',
    lastName: 'Коваленко',
    fatherName: 'Петрівна',
    city: 'Київ',
    role: 'customer',
    wholesaleStatus: 'none',
    locale: 'ua',
  },
  {
    key: 'partner',
    email: 'partner@example.com',
    phone: '+380671112233',
    password: 'partner12345',
    firstName: 'Андрій',
    lastName: 'Мельник',
    fatherName: 'Олегович',
    city: 'Львів',
    role: 'customer',
    wholesaleStatus: 'approved',
    locale: 'ua',
  },
  {
    key: 'pending',
    email: 'pending.partner@example.com',
    phone: '+380631112233',
    password: 'partner12345',
    firstName: 'Вікторія',
    lastName: 'Лисенко',
    fatherName: 'Андріївна',
    city: 'Одеса',
    role: 'customer',
    wholesaleStatus: 'pending',
    locale: 'ua',
  },
]

/** Other shoppers, authors of reviews; they share one password. */
export const REVIEWERS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['maria.shevchenko@example.com', 'Марія', 'Шевченко', 'Харків'],
  ['oksana.tkachenko@example.com', 'Оксана', 'Ткаченко', 'Дніпро'],
  ['yuliia.kravchenko@example.com', 'Юлія', 'Кравченко', 'Львів'],
  ['natalia.boyko@example.com', 'Наталія', 'Бойко', 'Вінниця'],
  ['kateryna.moroz@example.com', 'Катерина', 'Мороз', 'Полтава'],
  ['anna.savchenko@example.com', 'Ганна', 'Савченко', 'Запоріжжя'],
  ['iryna.lytvyn@example.com', 'Ірина', 'Литвин', 'Чернігів'],
  ['sofia.romaniuk@example.com', 'Софія', 'Романюк', 'Івано-Франківськ'],
]
export const REVIEWER_PASSWORD = 'reviewer12345'

export const PARTNER_COMPANY = {
  name: 'ТОВ «Б’юті Профі»',
  email: 'office@beautyprofi.com.ua',
  director: 'Мельник Андрій Олегович',
  address: 'м. Львів, вул. Городоцька, 120, офіс 12',
  /** Bank MFO (6 digits) of the IBAN. */
  mfo: '325365',
}

export const CUSTOMER_COURIER: ReadonlyArray<{ city: string; street: string; house: string; apartment: string }> = [
  { city: 'Київ', street: 'вул. Антоновича', house: '48', apartment: '17' },
  { city: 'Київ', street: 'просп. Лесі Українки', house: '7Б', apartment: '' },
]
export const CUSTOMER_NEW_POST: ReadonlyArray<{ city: string; branch: string }> = [
  { city: 'Київ', branch: 'Відділення №25: вул. Глибочицька, 17' },
  { city: 'Бровари', branch: 'Відділення №2: вул. Київська, 253' },
]

export interface PromoSeed {
  code: string
  brandSlug: string
  kind: 'percent' | 'fixed'
  amount: number
  /** Days from the seed's fixed date; null for open-ended. */
  startsDays: number | null
  endsDays: number | null
  usageLimit: number | null
  usedCount: number
  isActive: boolean
}

export const PROMO_CODES: readonly PromoSeed[] = [
  {
    code: 'SPRING10',
    brandSlug: 'aurelle-paris',
    kind: 'percent',
    amount: 10,
    startsDays: -60,
    endsDays: null,
    usageLimit: null,
    usedCount: 12,
    isActive: true,
  },
  {
    code: 'MINUS100',
    brandSlug: 'capelli-forte',
    kind: 'fixed',
    amount: 100,
    startsDays: -30,
    endsDays: null,
    usageLimit: 500,
    usedCount: 41,
    isActive: true,
  },
  {
    code: 'RICA15',
    brandSlug: 'rica',
    kind: 'percent',
    amount: 15,
    startsDays: -10,
    endsDays: null,
    usageLimit: null,
    usedCount: 3,
    isActive: true,
  },
  {
    code: 'WINTER20',
    brandSlug: 'gelissima',
    kind: 'percent',
    amount: 20,
    startsDays: -330,
    endsDays: -250,
    usageLimit: null,
    usedCount: 87,
    isActive: true,
  },
  {
    code: 'WELCOME50',
    brandSlug: 'hydraskin-lab',
    kind: 'fixed',
    amount: 50,
    startsDays: -120,
    endsDays: null,
    usageLimit: 100,
    usedCount: 100,
    isActive: true,
  },
]

export const PARTNER_OPTIONS: Record<
  'position' | 'education' | 'specialization' | 'workplace' | 'how_they',
  ReadonlyArray<readonly [string, string]>
> = {
  position: [
    ['Косметолог', 'Cosmetologist'],
    ['Лікар-дерматолог', 'Dermatologist'],
    ['Майстер манікюру', 'Nail technician'],
    ['Перукар-стиліст', 'Hair stylist'],
    ['Власник салону', 'Salon owner'],
    ['Адміністратор салону', 'Salon manager'],
  ],
  education: [
    ['Вища медична', 'Higher medical'],
    ['Середня медична', 'Secondary medical'],
    ['Курси косметології', 'Cosmetology courses'],
    ['Вища немедична', 'Higher non-medical'],
    ['Навчаюся', 'Currently studying'],
  ],
  specialization: [
    ['Естетична косметологія', 'Aesthetic cosmetology'],
    ['Апаратна косметологія', 'Device cosmetology'],
    ['Ін’єкційна косметологія', 'Injection cosmetology'],
    ['Депіляція та шугаринг', 'Waxing and sugaring'],
    ['Нейл-сервіс', 'Nail services'],
    ['Перукарське мистецтво', 'Hairdressing'],
  ],
  workplace: [
    ['Власний кабінет', 'Own studio'],
    ['Салон краси', 'Beauty salon'],
    ['Клініка естетичної медицини', 'Aesthetic medicine clinic'],
    ['СПА-центр', 'Spa centre'],
    ['Працюю вдома', 'Home studio'],
  ],
  how_they: [
    ['Instagram', 'Instagram'],
    ['Facebook', 'Facebook'],
    ['Пошук Google', 'Google search'],
    ['Рекомендація колег', 'Recommended by a colleague'],
    ['Виставка або семінар', 'Trade show or seminar'],
    ['Telegram', 'Telegram'],
  ],
}

/** Review texts by the product's area; rates go with the comments. */
export const REVIEW_TEXTS = {
  comments: {
    face: [
      ['Користуюся вже місяць — шкіра помітно зволожена, зникло лущення. Текстура легка, під макіяж лягає чудово.', 5],
      ['Гарний засіб, але аромат на любителя. Результат є, візьму ще.', 4],
      ['Рекомендувала косметолог, після курсу тон шкіри вирівнявся. Дякую за швидку доставку!', 5],
    ],
    body: [
      ['Дуже приємний аромат і швидко вбирається, шкіра оксамитова.', 5],
      ['Економна витрата, вистачає надовго. Трохи липкий у перші хвилини.', 4],
    ],
    hair: [
      ['Волосся після нього м’яке і блищить, легко розчісується. Беру вже вдруге.', 5],
      ['Непогано, але для моїх густих кучерів хотілося б сильнішого ефекту.', 3],
    ],
  },
  questions: {
    face: ['Чи підходить для чутливої шкіри з куперозом?', 'Чи можна використовувати влітку без SPF?'],
    body: ['Чи можна використовувати під час вагітності?'],
    hair: ['Чи підходить для фарбованого освітленого волосся?'],
  },
  storeAnswers: [
    'Добрий день! Так, засіб підходить, але радимо спершу зробити тест на згині ліктя.',
    'Вітаємо! Рекомендуємо поєднувати з сонцезахисним засобом SPF 30+ протягом дня.',
    'Дякуємо за запитання! Так, формула не містить агресивних компонентів і підходить для такого використання.',
  ],
  customerReplies: ['Дякую за відгук, я теж задоволена цим засобом!', 'Підтверджую, у мене такий самий результат.'],
} as const
