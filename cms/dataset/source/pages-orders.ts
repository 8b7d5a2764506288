import { englishImage, image } from './assets'
import { lb, ls } from './locale'

/** Delivery, payment and returns: the terms of spec §1 and §9 in prose. */

export const deliveryPage = {
  _id: 'page-delivery',
  _type: 'page',
  title: ls('Доставка', 'Delivery'),
  slug: { _type: 'slug', current: 'delivery' },
  banner: image('cms/page-delivery.webp'),
  bannerEn: englishImage('cms/page-delivery.webp'),
  text: lb(
    'page-delivery',
    `
Ми відправляємо замовлення по всій Україні. Замовлення, оформлені до 16:00 у робочий день, передаємо перевізнику того ж дня.

## Безкоштовна доставка від 4000 грн

Якщо вартість товарів у замовленні становить **4000 грн або більше**, доставка для вас безкоштовна — і Новою поштою, і кур’єром по Києву.

## Нова пошта

- Доставка у відділення або поштомат Нової пошти по всій Україні, зазвичай 1–3 дні.
- Вартість доставки сплачується за тарифами перевізника під час отримання.
- Якщо ви повністю оплатили замовлення карткою на сайті, доставку Новою поштою оплачуємо ми.
- Накладений платіж доступний за умови передоплати **200 грн**; решту суми ви сплачуєте у відділенні.

## Кур’єр по Києву

Кур’єр привезе замовлення за вказаною адресою. Вартість — **150 грн**, для замовлень від 4000 грн — безкоштовно. Оплатити можна карткою на сайті або готівкою кур’єру.

## Коли ми на зв’язку

Менеджер підтвердить замовлення протягом 20 хвилин у робочий час: Пн-Пт 09:30-18:30, Сб-Нд 09:30-17:00. Питання щодо доставки — на сторінці [Контакти](/contacts).
`,
    `
We ship all over Ukraine. Orders placed before 16:00 on a working day are handed to the carrier the same day.

## Free delivery over 4000 UAH

When the goods in your order total **4000 UAH or more**, delivery is free, both with Nova Poshta and by courier in Kyiv.

## Nova Poshta

- Delivery to any Nova Poshta branch or parcel locker in Ukraine, usually in 1–3 days.
- Delivery is paid at the carrier's rates when you collect the parcel.
- If you paid the whole order by card on the site, we pay for the Nova Poshta delivery.
- Cash on delivery is available with a **200 UAH** prepayment; you pay the rest at the branch.

## Courier in Kyiv

A courier brings the order to your address. It costs **150 UAH** and is free for orders of 4000 UAH or more. Pay by card on the site or in cash to the courier.

## When we are available

A manager confirms your order within 20 minutes during working hours: Mon-Fri 09:30-18:30, Sat-Sun 09:30-17:00. Questions about delivery: see [Contacts](/contacts).
`,
  ),
}

export const paymentPage = {
  _id: 'page-payment',
  _type: 'page',
  title: ls('Оплата', 'Payment'),
  slug: { _type: 'slug', current: 'payment' },
  banner: image('cms/page-payment.webp'),
  bannerEn: englishImage('cms/page-payment.webp'),
  text: lb(
    'page-payment',
    `
Оберіть зручний спосіб оплати під час оформлення замовлення.

## Карткою онлайн

Visa, Mastercard, Apple Pay або Google Pay через захищену сторінку платіжного сервісу. Дані картки не потрапляють до нас. Повна оплата карткою робить доставку Новою поштою безкоштовною.

## Передоплата 200 грн і накладений платіж

Для доставки Новою поштою можна внести передоплату **200 грн**, а решту сплатити під час отримання у відділенні. Передоплата підтверджує замовлення й захищає від несправжніх замовлень.

## Готівкою кур’єру

Доступно для кур’єрської доставки по Києву: оплачуєте готівкою, коли отримуєте замовлення.

## Для оптових партнерів

Партнери можуть оплатити замовлення за рахунком на компанію. Реквізити надсилає персональний менеджер.

> Ціни на сайті вказані в гривнях і включають усі податки.
`,
    `
Choose the payment method that suits you at checkout.

## By card online

Visa, Mastercard, Apple Pay or Google Pay through the payment provider's secure page. Your card details never reach us. Paying the full amount by card makes Nova Poshta delivery free.

## 200 UAH prepayment and cash on delivery

For Nova Poshta delivery you can prepay **200 UAH** and pay the rest when you collect the parcel. The prepayment confirms the order and protects against fake orders.

## Cash to the courier

Available for courier delivery in Kyiv: pay in cash when you receive the order.

## For wholesale partners

Partners can pay by invoice to their company. Your personal manager sends the bank details.

> Prices on the site are in hryvnias and include all taxes.
`,
  ),
}

export const returnPage = {
  _id: 'page-return-product',
  _type: 'page',
  title: ls('Повернення товару', 'Returns'),
  slug: { _type: 'slug', current: 'return-product' },
  text: lb(
    'page-return-product',
    `
Ми перевіряємо кожне замовлення перед відправкою, але якщо щось пішло не так — допоможемо.

## Що можна повернути або обміняти

- Товар із виробничим дефектом або зіпсований під час доставки.
- Товар, що не відповідає замовленню (інший відтінок, об’єм чи позиція).

Відповідно до законодавства України парфумерно-косметичні товари належної якості поверненню та обміну не підлягають.

## Як оформити повернення

1. Огляньте посилку у відділенні Нової пошти під час отримання. Якщо упаковка пошкоджена, складіть акт із працівником відділення.
2. Напишіть нам протягом 14 днів з дня отримання: номер замовлення, фото товару та опис проблеми.
3. Менеджер відповість протягом 20 хвилин у робочий час і надішле інструкції щодо відправки.

## Повернення коштів

Після перевірки товару ми повертаємо кошти тим самим способом, яким ви платили, протягом 7 робочих днів. Витрати на зворотну доставку у разі нашої помилки ми беремо на себе.
`,
    `
We check every order before it ships, but if something goes wrong, we will help.

## What can be returned or exchanged

- An item with a manufacturing defect or damaged in transit.
- An item that does not match your order (a different shade, size or product).

Under Ukrainian law, perfume and cosmetic products of proper quality cannot be returned or exchanged.

## How to return an item

1. Inspect the parcel at the Nova Poshta branch when you collect it. If the packaging is damaged, file a report with the branch staff.
2. Write to us within 14 days of receipt with the order number, photos of the item and a description of the problem.
3. A manager replies within 20 minutes during working hours and sends shipping instructions.

## Refunds

Once the item is checked, we refund the money the same way you paid within 7 working days. If the mistake was ours, we cover the return shipping.
`,
  ),
}
