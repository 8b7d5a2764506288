import { image } from './assets'
import { ls, lt } from './locale'

const advantage = (id: string, order: number, title: [string, string], text: [string, string]) => ({
  _id: `advantage-${id}`,
  _type: 'advantage',
  image: image(`cms/advantage-${id}.webp`),
  title: ls(...title),
  text: lt(...text),
  order,
})

export const advantages = [
  advantage(
    'original',
    10,
    ['Оригінальна продукція', 'Original products'],
    ['Працюємо лише з офіційними дистриб’юторами брендів — кожен товар має сертифікати.', 'We buy only from official brand distributors; every product is certified.'],
  ),
  advantage(
    'free-delivery',
    20,
    ['Безкоштовна доставка від 4000 грн', 'Free delivery over 4000 UAH'],
    ['Для замовлень від 4000 грн доставка за наш рахунок.', 'Orders over 4000 UAH ship at our expense.'],
  ),
  advantage(
    'nova-poshta',
    30,
    ['Доставка Новою поштою', 'Nova Poshta delivery'],
    ['Відправляємо у відділення та поштомати по всій Україні в день замовлення.', 'We ship to branches and parcel lockers all over Ukraine on the day you order.'],
  ),
  advantage(
    'prepayment',
    40,
    ['Передоплата лише 200 грн', 'Only 200 UAH prepayment'],
    ['Для накладеного платежу достатньо передоплати 200 грн, решту сплачуєте при отриманні.', 'Cash on delivery needs just a 200 UAH prepayment; pay the rest on receipt.'],
  ),
  advantage(
    'fast-reply',
    50,
    ['Відповідаємо за 20 хвилин', 'We reply within 20 minutes'],
    ['Команда на зв’язку щодня: Пн-Пт 09:30-18:30, Сб-Нд 09:30-17:00.', 'The team is available daily: Mon-Fri 09:30-18:30, Sat-Sun 09:30-17:00.'],
  ),
  advantage(
    'consultation',
    60,
    ['Професійні консультації', 'Professional advice'],
    ['Косметологи допоможуть підібрати догляд під ваш тип шкіри та задачі.', 'Our cosmetologists help you choose care for your skin type and goals.'],
  ),
  advantage(
    'wholesale',
    70,
    ['Оптові ціни для партнерів', 'Wholesale prices for partners'],
    ['Салони, косметологи та магазини купують за оптовими цінами з прибутком до 60%.', 'Salons, cosmetologists and shops buy at wholesale prices with up to 60% profit.'],
  ),
]
