import { englishImage, image } from './assets'
import { lb, ls, lt } from './locale'

interface PostInput {
  slug: string
  date: string
  image: string
  name: [string, string?]
  text: [string, string?]
  /** What search engines and link previews show; without it, the start of the text. */
  seo?: { description: [string, string?] }
}

function post({ slug, date, image: imageKey, name, text, seo }: PostInput) {
  return {
    _id: `blogPost-${slug}`,
    _type: 'blogPost',
    name: ls(...name),
    slug: { _type: 'slug', current: slug },
    image: image(`cms/${imageKey}.webp`),
    // A post written in Ukrainian only has a Ukrainian cover only.
    ...(text[1] ? { imageEn: englishImage(`cms/${imageKey}.webp`) } : {}),
    date,
    text: lb(`blogPost-${slug}`, ...text),
    ...(seo ? { seo: { _type: 'seo', description: lt(...seo.description) } } : {}),
  }
}

export const blogPosts = [
  post({
    slug: 'how-to-choose-skincare',
    date: '2026-03-12',
    image: 'blog-skin-type',
    name: ['Як підібрати догляд за типом шкіри', 'How to choose skincare for your skin type'],
    text: [
      `
Правильний догляд починається з розуміння своєї шкіри. Тип шкіри визначається генетикою, а стан — сезоном, способом життя і навіть стресом.

## Чотири основні типи

- **Суха**: відчуття стягнутості, лущення. Потрібні креми з церамідами та оліями.
- **Жирна**: блиск і розширені пори. Обирайте легкі флюїди та засоби з ніацинамідом.
- **Комбінована**: жирна Т-зона і суха зона щік. Доглядайте за зонами по-різному.
- **Нормальна**: рівний тон і комфорт. Головне — не перевантажувати шкіру.

## Базова схема

1. Делікатне очищення вранці та ввечері.
2. Тонік або есенція для відновлення pH.
3. Сироватка під вашу задачу.
4. Крем і, вдень, SPF.

Не впевнені щодо свого типу? Напишіть нашим косметологам — відповімо протягом 20 хвилин.
`,
      `
Good skincare starts with understanding your skin. Skin type is set by genetics, while its condition depends on the season, lifestyle and even stress.

## The four main types

- **Dry**: tightness and flaking. Look for creams with ceramides and oils.
- **Oily**: shine and enlarged pores. Choose light fluids and niacinamide.
- **Combination**: an oily T-zone and dry cheeks. Treat the zones differently.
- **Normal**: even tone and comfort. The key is not to overload it.

## A basic routine

1. Gentle cleansing morning and evening.
2. A toner or essence to restore pH.
3. A serum for your concern.
4. A moisturiser and, in the daytime, SPF.

Not sure about your type? Message our cosmetologists and we will reply within 20 minutes.
`,
    ],
  }),
  post({
    slug: 'spf-every-day',
    date: '2026-05-20',
    image: 'blog-spf',
    name: ['Сонцезахист щодня: міфи та факти', 'Daily sun protection: myths and facts'],
    seo: {
      description: [
        'Чи потрібен SPF узимку й у хмарну погоду, скільки крему наносити і як часто оновлювати: косметолог розбирає п’ять міфів.',
        'Do you need SPF in winter and on cloudy days, how much to apply and how often: a cosmetologist on five myths.',
      ],
    },
    text: [
      `
Ультрафіолет — головна причина передчасного старіння шкіри та пігментації. Розбираємо найпоширеніші міфи про SPF.

## «У хмарну погоду SPF не потрібен»

До 80% ультрафіолету проходить крізь хмари. Промені типу А проникають навіть крізь скло, тож захист потрібен і в офісі біля вікна.

## «SPF 50 захищає весь день»

Жоден засіб не працює весь день: оновлюйте захист кожні 2–3 години на сонці та після купання.

## «Сонцезахисні креми залишають білі сліди»

Сучасні флюїди та гелі мають легкі текстури і не залишають білого сліду навіть на смаглявій шкірі.

> Порада косметолога: наносьте близько чайної ложки засобу на обличчя та шию — менша кількість суттєво знижує захист.
`,
      `
UV light is the main cause of premature skin ageing and pigmentation. Here are the most common SPF myths.

## "You don't need SPF on a cloudy day"

Up to 80% of UV passes through clouds. UVA rays even go through glass, so you need protection in the office by the window too.

## "SPF 50 protects all day"

No product lasts all day: reapply every 2–3 hours in the sun and after swimming.

## "Sunscreens leave a white cast"

Modern fluids and gels have light textures and leave no white cast, even on darker skin.

> A cosmetologist's tip: apply about a teaspoon of product to the face and neck; less noticeably lowers the protection.
`,
    ],
  }),
  post({
    slug: 'professional-peeling',
    date: '2026-09-04',
    image: 'blog-peeling',
    name: ['Професійний пілінг: що варто знати', 'Professional peels: what to know'],
    text: [
      `
Осінь — найкращий час для пілінгів: сонце менш активне, а шкіра після літа потребує оновлення.

## Які бувають пілінги

- **Поверхневі** (мигдальна, молочна, гліколева кислоти) — оновлюють тон і текстуру майже без реабілітації.
- **Серединні** — працюють з пігментацією та постакне, виконуються лише косметологом.

## Як підготуватися

За два тижні до процедури не засмагайте та припиніть використовувати ретиноїди, якщо косметолог не порадив інакше.

## Догляд після

![Зволоження, відновлення та SPF 50 — три кроки догляду після пілінгу](cms/blog-peeling-aftercare.webp)

Зволоження, відновлювальні креми з пантенолом і обов’язково SPF 50 щодня протягом місяця.
`,
      `
Autumn is the best time for peels: the sun is weaker and skin needs renewal after summer.

## Types of peels

- **Superficial** (mandelic, lactic, glycolic acids) refresh tone and texture with almost no downtime.
- **Medium-depth** peels treat pigmentation and acne marks and are done only by a cosmetologist.

## How to prepare

Avoid tanning for two weeks before the treatment and stop retinoids unless your cosmetologist advises otherwise.

## Aftercare

![Hydration, repair and SPF 50: three steps of aftercare after a peel](cms/blog-peeling-aftercare.en.webp)

Hydration, repair creams with panthenol, and SPF 50 every day for a month.
`,
    ],
  }),
  post({
    slug: 'winter-hair-care',
    date: '2026-11-02',
    image: 'blog-winter-hair',
    name: ['Догляд за волоссям взимку', 'Winter hair care'],
    text: [
      `
Холод, вітер і сухе повітря в приміщеннях роблять волосся ламким і наелектризованим. Кілька простих кроків допоможуть зберегти його здоровим.

- Обирайте м’які безсульфатні шампуні.
- Раз на тиждень робіть живильну маску.
- Не виходьте на мороз із вологим волоссям.
- Використовуйте термозахист перед укладанням.

Професійні засоби для домашнього догляду за волоссям шукайте в нашому [каталозі](/catalogue).
`,
      `
Cold, wind and dry indoor air make hair brittle and static. A few simple steps keep it healthy.

- Choose gentle sulphate-free shampoos.
- Use a nourishing mask once a week.
- Don't go out in the frost with wet hair.
- Apply heat protection before styling.

Find professional home hair care in our [catalogue](/catalogue).
`,
    ],
  }),
  // Written for Ukrainian partners only: English readers get the Ukrainian text (fallback).
  post({
    slug: 'salon-partnership',
    date: '2026-10-15',
    image: 'blog-salon-partners',
    name: ['Як салону почати співпрацю з нами'],
    text: [
      `
Працюєте в салоні чи косметологічному кабінеті? Розповідаємо, як отримати оптові ціни.

1. Зареєструйтеся як [партнер](/registration/business) і вкажіть назву компанії.
2. Менеджер зв’яжеться з вами, щоб підтвердити дані.
3. Після входу ви бачите оптові ціни та реальні залишки на складі.

Партнери отримують до 60% прибутку при роздрібному продажу, персонального менеджера та запрошення на навчання брендів.
`,
    ],
  }),
]
