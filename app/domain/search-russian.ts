/**
 * Russian queries for a Ukrainian catalogue: many shoppers type «сыворотка для лица», or type Russian on
 * a Ukrainian keyboard («сиворотка»). A term is looked up in RUSSIAN_STEMS by its beginning, so any
 * inflection of a stem is found («сыворотку», «сыворотки»), and adds the Ukrainian stems as further
 * spellings of the term (search-query.ts termSpellings): the term as typed still matches what it
 * matched before. A term with letters only Russian has (ы, э, ё, ъ) also gets those letters folded to
 * their Ukrainian counterparts, which alone turns «тональный» into «тональний».
 *
 * The table is the store's own vocabulary (the words of its product names and types), not a
 * dictionary: words spelt alike in both languages (крем, гель, маска, шампунь, бальзам, лак) need no
 * entry. See docs/decisions/russian-search-queries.md.
 */

/** [Russian stem, Ukrainian stems]. A stem is matched as the term's beginning; the longest wins. */
const STEMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  // What the product is
  ['сыворот', ['сироват']],
  ['масл', ['олія', 'олією', 'олії']],
  ['пилинг', ['пілінг']],
  ['тоник', ['тонік']],
  ['пенк', ['пінк']],
  ['пена', ['піна']],
  ['пены', ['піна']],
  ['пену', ['піна']],
  ['краск', ['фарб']],
  ['кондиционер', ['кондиціонер']],
  ['лосьон', ['лосьйон']],
  ['тушь', ['туш']],
  ['карандаш', ['олівець', 'олівц']],
  ['тени', ['тіні', 'тіней']],
  ['теней', ['тіней']],
  ['блеск', ['блиск']],
  ['воск', ['віск', 'воск']],
  ['эссенц', ['есенц']],
  ['эмульс', ['емульс']],
  ['флюид', ['флюїд']],
  ['средств', ['засіб', 'засоб']],
  ['пинцет', ['пінцет']],
  ['ножниц', ['ножиц']],
  ['кист', ['пензл', 'пензел']],
  ['перчат', ['рукавич']],
  ['салфет', ['серветк']],
  ['набор', ['набір']],
  ['окислит', ['окисник']],
  ['соль', ['сіль']],
  ['антиперспирант', ['антиперспірант']],
  ['патчи', ['патчі']],
  // Who or what it is for
  ['волос', ['волосс']],
  ['лиц', ['облич']],
  ['кож', ['шкір']],
  ['глаз', ['очей', 'очі']],
  ['век', ['повік']],
  ['ресниц', ['вій', 'вії']],
  ['бров', ['брів', 'брови']],
  ['губ', ['губ']],
  ['тел', ['тіл']],
  ['ногт', ['нігт']],
  ['ног', ['ніг']],
  ['ступн', ['стоп']],
  ['пят', ['п’ят']],
  ['кутикул', ['кутикул']],
  ['мужч', ['чоловік']],
  ['мужск', ['чоловіч', 'чоловік']],
  ['женск', ['жіноч']],
  ['детск', ['дитяч']],
  ['душа', ['душу']],
  ['бород', ['бород']],
  ['брит', ['голін']],
  ['маникюр', ['манікюр']],
  ['педикюр', ['педикюр']],
  ['макияж', ['макіяж']],
  ['демакияж', ['демакіяж', 'макіяж']],
  ['умыван', ['вмиван']],
  ['снят', ['знятт']],
  ['депиляц', ['депіляц']],
  ['шугаринг', ['шугарінг', 'цукров']],
  ['сахарн', ['цукров']],
  ['наращиван', ['нарощуван']],
  ['ламинирован', ['ламінуван']],
  ['укладк', ['укладанн']],
  ['выпаден', ['випадін']],
  ['чувствительн', ['чутлив']],
  ['сух', ['сух']],
  ['зрел', ['зріл']],
  ['обезвожен', ['зневоднен']],
  ['комбинирован', ['комбінован']],
  ['морщин', ['зморш']],
  ['пигмент', ['пігмент']],
  ['вокруг', ['навколо']],
  ['уход', ['догляд']],
  ['массаж', ['масаж']],
  ['профессиональн', ['професійн']],
  // What it does
  ['увлажн', ['зволож']],
  ['очищающ', ['очищувальн']],
  ['питательн', ['живильн']],
  ['восстан', ['відновл']],
  ['успока', ['заспокійл']],
  ['укрепл', ['зміцнювальн']],
  ['омолаж', ['омолоджувальн']],
  ['разглаж', ['розгладжувальн']],
  ['осветл', ['освітлювальн']],
  ['матир', ['матувальн']],
  ['тонизир', ['тонізувальн']],
  ['смягч', ['пом’якшувальн']],
  ['расслаб', ['розслаблювальн']],
  ['охлажд', ['охолоджувальн']],
  ['согрев', ['зігрівальн']],
  ['антивозраст', ['антивік']],
  ['подтяг', ['підтягувальн']],
  ['освеж', ['освіжн']],
  ['уплотн', ['ущільнювальн']],
  ['себорегулир', ['себорегулювальн']],
  ['антицеллюлит', ['антицелюліт']],
  ['солнцезащит', ['сонцезахисн']],
  ['термозащит', ['термозахисн']],
  ['защит', ['захисн']],
  ['стойк', ['стійк']],
  ['водостойк', ['водостійк']],
  ['гипоаллерген', ['гіпоалерген']],
  ['мягк', ['м’як']],
  ['прозрачн', ['прозор']],
  ['бессульфатн', ['безсульфатн']],
  ['одноразов', ['одноразов']],
  // What it holds
  ['гиалурон', ['гіалурон']],
  ['витамин', ['вітамін']],
  ['коллаген', ['колаген']],
  ['ниацинамид', ['ніацинамід']],
  ['керамид', ['керамід']],
  ['центелл', ['центел']],
  ['улит', ['равлик']],
  ['миндал', ['мигдал']],
  ['мочевин', ['сечовин']],
  ['кофеин', ['кофеїн']],
  ['шелк', ['шовк']],
  ['протеин', ['протеїн']],
  ['аминокислот', ['амінокислот']],
  ['биотин', ['біотин']],
  ['крапив', ['кропив']],
  ['аргани', ['арган']],
  ['чайн', ['чайн']],
  ['чая', ['чаю']],
  ['лаванд', ['лаванд']],
  ['кислот', ['кислот']],
]

/** The letters only Russian has, as a Ukrainian writes the same sound. ъ is an apostrophe, and the е after it є. */
const RUSSIAN_LETTERS = /[ыэёъ]/u
const FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ъ[её]/gu, '’є'],
  [/ъ/gu, '’'],
  [/ы/gu, 'и'],
  [/[эё]/gu, 'е'],
]

/** «сыворотка» → «сиворотка», «объём» → «об’єм»: the Russian-only letters of a lower-case term written as Ukrainian has them. */
export function foldRussianLetters(term: string): string {
  return FOLDS.reduce((text, [letter, ukrainian]) => text.replace(letter, ukrainian), term)
}

/** The table keyed by its folded stems, longest first, so a term typed on a Ukrainian keyboard («сиворотку») finds its entry too. */
const FOLDED_STEMS = STEMS.map(([russian, ukrainian]) => [foldRussianLetters(russian), ukrainian] as const).sort(
  (a, b) => b[0].length - a[0].length,
)

/** The Ukrainian stems of the table entry whose Russian stem begins `term` (lower-case), longest stem first; [] when none does. */
export function ukrainianStems(term: string): readonly string[] {
  const folded = foldRussianLetters(term)
  return FOLDED_STEMS.find(([stem]) => folded.startsWith(stem))?.[1] ?? []
}

/**
 * The further spellings a term is looked up under as Russian: the Ukrainian stems of its table entry,
 * and the term with its Russian-only letters folded when it has any. None for a term of neither.
 */
export function russianSpellings(term: string): string[] {
  const spellings = [...ukrainianStems(term)]
  if (RUSSIAN_LETTERS.test(term)) spellings.push(foldRussianLetters(term))
  return spellings
}

/** The table's size, for its tests. */
export const RUSSIAN_STEM_COUNT = STEMS.length
