/**
 * The stand-in's data: a few real settlements with some of their real branches and parcel lockers
 * (addresses as the carrier lists them; the references follow the carrier's GUID form). Enough to
 * look up, pick and track offline; the real network has about 11,000 settlements.
 */
export interface StandInSettlement {
  ref: string
  deliveryCity: string
  name: string
  type: 'м.' | 'с.' | 'смт'
  area: string
  region: string
  warehouses: StandInWarehouse[]
}

export interface StandInWarehouse {
  ref: string
  number: string
  kind: 'Branch' | 'Postomat'
  /** "(до 30 кг)" and the like, between the number and the address. */
  limit: string
  address: string
  addressRu: string
}

let serial = 0
/** A warehouse ref in the carrier's form, stable between runs (the dataset's order fixes it). */
const ref = (prefix: string) => `${prefix}-${(++serial).toString(16).padStart(4, '0')}-11e4-ab6d-005056801329`

function branches(
  prefix: string,
  list: [number: number, kind: 'Branch' | 'Postomat', limit: string, address: string, addressRu: string][],
): StandInWarehouse[] {
  return list.map(([number, kind, limit, address, addressRu]) => ({
    ref: ref(prefix),
    number: String(number),
    kind,
    limit,
    address,
    addressRu,
  }))
}

export const SETTLEMENTS: StandInSettlement[] = [
  {
    ref: 'e718a680-4b33-11e4-ab6d-005056801329',
    deliveryCity: '8d5a980d-391c-11dd-90d9-001a92567626',
    name: 'Київ',
    type: 'м.',
    area: 'Київська',
    region: '',
    warehouses: branches('1ec09d88', [
      [1, 'Branch', '(до 30 кг)', 'вул. Пирогівський шлях, 135', 'ул. Пироговский путь, 135'],
      [2, 'Branch', '(до 30 кг на одне місце)', 'вул. Богатирська, 11', 'ул. Богатырская, 11'],
      [3, 'Branch', '', 'вул. Слобожанська, 13', 'ул. Слобожанская, 13'],
      [5, 'Branch', '(до 30 кг)', 'вул. Федорова, 32', 'ул. Федорова, 32'],
      [12, 'Branch', '(до 30 кг)', 'вул. Володимира Брожка, 38/58', 'ул. Владимира Брожко, 38/58'],
      [23, 'Branch', '', 'просп. Перемоги, 26', 'просп. Победы, 26'],
      [120, 'Branch', '(до 30 кг)', 'вул. Хрещатик, 44', 'ул. Крещатик, 44'],
      [5101, 'Postomat', '', 'вул. Хрещатик, 22 (ТЦ Глобус)', 'ул. Крещатик, 22 (ТЦ Глобус)'],
      [5127, 'Postomat', '', 'вул. Велика Васильківська, 72', 'ул. Большая Васильковская, 72'],
    ]),
  },
  {
    ref: 'e71abb60-4b33-11e4-ab6d-005056801329',
    deliveryCity: 'db5c88f5-391c-11dd-90d9-001a92567626',
    name: 'Львів',
    type: 'м.',
    area: 'Львівська',
    region: '',
    warehouses: branches('2ec09d88', [
      [1, 'Branch', '', 'вул. Городоцька, 359', 'ул. Городоцкая, 359'],
      [2, 'Branch', '(до 30 кг)', 'вул. Пластова, 7', 'ул. Пластовая, 7'],
      [7, 'Branch', '', 'вул. Шевченка, 60', 'ул. Шевченко, 60'],
      [31, 'Branch', '(до 30 кг)', 'пл. Ринок, 31', 'пл. Рынок, 31'],
      [5001, 'Postomat', '', 'вул. Под Дубом, 7Б (ТЦ Форум)', 'ул. Под Дубом, 7Б (ТЦ Форум)'],
    ]),
  },
  {
    ref: 'e71c2a15-4b33-11e4-ab6d-005056801329',
    deliveryCity: 'db5c88d0-391c-11dd-90d9-001a92567626',
    name: 'Одеса',
    type: 'м.',
    area: 'Одеська',
    region: '',
    warehouses: branches('3ec09d88', [
      [1, 'Branch', '', 'вул. Базова, 16', 'ул. Базовая, 16'],
      [2, 'Branch', '(до 30 кг)', 'вул. Отамана Головатого, 18', 'ул. Атамана Головатого, 18'],
      [10, 'Branch', '', 'вул. Дерибасівська, 12', 'ул. Дерибасовская, 12'],
      [5200, 'Postomat', '', 'вул. Рішельєвська, 4', 'ул. Ришельевская, 4'],
    ]),
  },
  {
    ref: 'e71f8842-4b33-11e4-ab6d-005056801329',
    deliveryCity: 'db5c88e0-391c-11dd-90d9-001a92567626',
    name: 'Харків',
    type: 'м.',
    area: 'Харківська',
    region: '',
    warehouses: branches('4ec09d88', [
      [1, 'Branch', '', 'вул. Польова, 67', 'ул. Полевая, 67'],
      [3, 'Branch', '(до 30 кг)', 'вул. Сумська, 10', 'ул. Сумская, 10'],
      [12, 'Branch', '', 'просп. Науки, 9', 'просп. Науки, 9'],
      [5300, 'Postomat', '', 'вул. Пушкінська, 56', 'ул. Пушкинская, 56'],
    ]),
  },
  {
    ref: 'e717110a-4b33-11e4-ab6d-005056801329',
    deliveryCity: 'db5c88f0-391c-11dd-90d9-001a92567626',
    name: 'Дніпро',
    type: 'м.',
    area: 'Дніпропетровська',
    region: '',
    warehouses: branches('5ec09d88', [
      [1, 'Branch', '', 'вул. Маршала Малиновського, 114', 'ул. Маршала Малиновского, 114'],
      [4, 'Branch', '(до 30 кг)', 'просп. Дмитра Яворницького, 55', 'просп. Дмитрия Яворницкого, 55'],
      [9, 'Branch', '', 'вул. Січеславська Набережна, 15', 'ул. Сичеславская Набережная, 15'],
      [5400, 'Postomat', '', 'вул. Глінки, 2 (ТЦ Passage)', 'ул. Глинки, 2 (ТЦ Passage)'],
    ]),
  },
  {
    ref: 'e71d2b9e-4b33-11e4-ab6d-005056801329',
    deliveryCity: 'a9280688-9a4b-11de-822f-000c2965ae0e',
    name: 'Петропавлівська Борщагівка',
    type: 'с.',
    area: 'Київська',
    region: 'Бучанський',
    warehouses: branches('6ec09d88', [
      [1, 'Branch', '', 'вул. Соборна, 2', 'ул. Соборная, 2'],
      [2, 'Branch', '(до 30 кг)', 'вул. Петра Кравчика, 1', 'ул. Петра Кравчика, 1'],
    ]),
  },
  {
    ref: 'e7176e4d-4b33-11e4-ab6d-005056801329',
    deliveryCity: 'a4d5b6f4-9a4b-11de-822f-000c2965ae0e',
    name: 'Брюховичі',
    type: 'смт',
    area: 'Львівська',
    region: 'Львівський',
    warehouses: branches('7ec09d88', [[1, 'Branch', '', 'вул. Незалежності, 6', 'ул. Независимости, 6']]),
  },
]

/** getStatusDocuments: a waybill's last digit picks its status (4 to 9 are the carrier's codes 4 to 9), so a test or a trial can ask for the stage it needs. */
export const STATUS_BY_LAST_DIGIT: [code: string, status: string][] = [
  ['101', 'На шляху до одержувача'],
  ['1', 'Відправник самостійно створив цю накладну, але ще не надав до відправки'],
  ['102', 'Відмова від отримання (Відправником створено замовлення на повернення)'],
  ['112', 'Дата доставки перенесена Одержувачем'],
  ['4', 'Відправлення у місті відправника'],
  ['5', 'Відправлення прямує до міста одержувача'],
  ['6', 'Відправлення у місті одержувача, орієнтовна доставка до відділення-отримувача'],
  ['7', 'Прибув на відділення'],
  ['8', 'Прибув на відділення (завантажено в Поштомат)'],
  ['9', 'Відправлення отримано'],
]
export const NOT_FOUND_STATUS: [code: string, status: string] = ['3', 'Номер не знайдено']

/** The carrier's words for the codes a test or a trial may set on a waybill (POST {path}/tracking). */
export const STATUS_TEXT: Record<string, string> = {
  ...Object.fromEntries(STATUS_BY_LAST_DIGIT),
  '2': 'Видалено',
  '3': 'Номер не знайдено',
  '10': 'Відправлення отримано. Грошовий переказ буде видано відправнику',
  '11': 'Відправлення отримано. Грошовий переказ видано одержувачу',
  '103': 'Відмова одержувача',
  '104': 'Змінено адресу',
  '105': 'Припинено зберігання',
  '108': 'Відмова одержувача (отримувач відмовився оплачувати)',
  '106': 'Одержано і створено ЄН зворотньої доставки',
  '111': "Невдала спроба доставки через відсутність Одержувача на адресі або зв'язку з ним",
}
