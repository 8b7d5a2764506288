import { englishImage, image } from './assets'
import { lb, ls, lt } from './locale'
import { deliveryPage, paymentPage, returnPage } from './pages-orders'

export const aboutPage = {
  _id: 'page-about',
  _type: 'page',
  title: ls('Про нас', 'About us'),
  slug: { _type: 'slug', current: 'about' },
  banner: image('cms/page-about.webp'),
  bannerEn: englishImage('cms/page-about.webp'),
  seo: {
    _type: 'seo',
    description: lt(
      'Професійна косметика від офіційних дистриб’юторів: консультації косметологів, відправка в день замовлення, оптові ціни для салонів.',
      'Professional cosmetics from official distributors: advice from cosmetologists, same-day shipping, wholesale prices for salons.',
    ),
    image: image('cms/blog-salon-partners.webp'),
  },
  text: lb(
    'page-about',
    `
Ми — інтернет-магазин професійної косметики для догляду за обличчям, тілом і волоссям. З нами купують і ті, хто доглядає за собою вдома, і професіонали: косметологи, салони краси та магазини.

## Лише оригінальна продукція

Ми працюємо напряму з офіційними дистриб’юторами брендів в Україні. Кожен товар має сертифікати відповідності, а терміни придатності ми перевіряємо ще на складі.

## Поруч, коли потрібна порада

Наші консультанти — практикуючі косметологи. Вони допоможуть скласти домашній догляд, підібрати засоби після процедур і пояснять, як поєднувати активні компоненти. Відповідаємо протягом 20 хвилин у робочий час.

## Для професіоналів

Салони, косметологи та магазини отримують оптові ціни, реальні залишки на складі й персонального менеджера. Дізнайтеся більше на сторінці [співпраці](/opt).

- Безкоштовна доставка від 4000 грн.
- Відправка Новою поштою в день замовлення.
- Графік: Пн-Пт 09:30-18:30, Сб-Нд 09:30-17:00.
`,
    `
We are an online store of professional face, body and hair care. Our customers are people who care for themselves at home and professionals: cosmetologists, beauty salons and shops.

## Only original products

We work directly with the official distributors of each brand in Ukraine. Every product is certified, and we check expiry dates in the warehouse.

## Here when you need advice

Our consultants are practising cosmetologists. They help you build a home routine, choose aftercare for treatments and combine active ingredients safely. We reply within 20 minutes during working hours.

## For professionals

Salons, cosmetologists and shops get wholesale prices, real stock levels and a personal manager. Learn more on the [partnership](/opt) page.

- Free delivery on orders over 4000 UAH.
- Nova Poshta shipping on the day you order.
- Hours: Mon-Fri 09:30-18:30, Sat-Sun 09:30-17:00.
`,
  ),
}

export const termsPage = {
  _id: 'page-terms-of-use',
  _type: 'page',
  title: ls('Умови використання', 'Terms of use'),
  slug: { _type: 'slug', current: 'terms-of-use' },
  text: lb(
    'page-terms-of-use',
    `
Користуючись сайтом, ви погоджуєтеся з цими умовами. Будь ласка, уважно ознайомтеся з ними перед оформленням замовлення.

## Замовлення та ціни

Ціни вказані в гривнях і є актуальними на момент оформлення замовлення. Замовлення вважається прийнятим після підтвердження менеджером. Якщо товару не виявиться в наявності, ми повідомимо вас і запропонуємо заміну або повернемо кошти.

## Повернення та обмін

Парфумерно-косметичні товари належної якості обміну та поверненню не підлягають: так встановлює Перелік непродовольчих товарів належної якості, що не підлягають обміну (поверненню), затверджений постановою Кабінету Міністрів України від 19 березня 1994 р. № 172. Тож запакований засіб належної якості, який просто не підійшов, ми не приймаємо назад.

Товар неналежної якості — з виробничим дефектом, пошкоджений під час доставки, з простроченим строком придатності або не той, що ви замовили, — ви можете повернути чи обміняти відповідно до Закону України «Про захист прав споживачів». Напишіть нам на [info@beauty-store.com.ua](mailto:info@beauty-store.com.ua) або зателефонуйте, і ми замінимо товар чи повернемо гроші разом із вартістю доставки. Докладніше — на сторінці [Повернення товару](/page/return-product).

## Обліковий запис

Ви відповідаєте за збереження пароля та за дії, виконані з вашого облікового запису. Оптові ціни доступні лише зареєстрованим партнерам.

## Персональні дані

Ми обробляємо ім’я, телефон, email та адресу доставки лише для виконання замовлень і зв’язку з вами, відповідно до Закону України «Про захист персональних даних». Дані платіжних карток обробляє платіжний сервіс і вони не зберігаються на нашому сайті.

## Відгуки

Відгуки та запитання до товарів публікуються від вашого імені. Ми можемо видалити повідомлення, що містять образи, рекламу або неправдиву інформацію.

## Зміни умов

Ми можемо оновлювати ці умови; нова редакція діє з моменту публікації на цій сторінці. Питання надсилайте на [info@beauty-store.com.ua](mailto:info@beauty-store.com.ua).
`,
    `
By using the site you accept these terms. Please read them carefully before placing an order.

## Orders and prices

Prices are in hryvnias and apply at the moment the order is placed. An order is accepted once a manager confirms it. If an item turns out to be out of stock, we will let you know and offer a replacement or a refund.

## Returns and exchanges

Perfume and cosmetics of proper quality cannot be exchanged or returned: this is set by the list of non-food goods of proper quality not subject to exchange or return, approved by Resolution No. 172 of the Cabinet of Ministers of Ukraine of 19 March 1994. So a sealed product of proper quality that simply did not suit you is not taken back.

Goods that are faulty — with a manufacturing defect, damaged in delivery, past their expiry date or not what you ordered — can be returned or exchanged under the Law of Ukraine "On Consumer Rights Protection". Write to [info@beauty-store.com.ua](mailto:info@beauty-store.com.ua) or call us, and we will replace the product or refund the money, delivery included. More on the [Returns](/page/return-product) page.

## Your account

You are responsible for keeping your password safe and for actions taken from your account. Wholesale prices are available to registered partners only.

## Personal data

We process your name, phone, email and delivery address only to fulfil orders and contact you, in line with the Law of Ukraine "On Personal Data Protection". Card details are handled by the payment provider and are never stored on our site.

## Reviews

Reviews and product questions are published under your name. We may remove messages that contain insults, advertising or false information.

## Changes

We may update these terms; a new version applies once published on this page. Send questions to [info@beauty-store.com.ua](mailto:info@beauty-store.com.ua).
`,
  ),
}

export const donatePage = {
  _id: 'page-donate',
  _type: 'page',
  title: ls('Благодійність', 'Charity'),
  slug: { _type: 'slug', current: 'donate' },
  banner: image('cms/page-donate.webp'),
  bannerEn: englishImage('cms/page-donate.webp'),
  text: lb(
    'page-donate',
    `
Разом із брендами-партнерами ми регулярно підтримуємо волонтерські ініціативи та медиків. Засоби для догляду за шкірою рук, відновлювальні креми та SPF передаємо лікарням і тим, хто працює в польових умовах.

## Як долучитися

- Салони та косметологи можуть передати засоби або провести благодійний день процедур.
- Магазини можуть стати пунктом збору — ми допоможемо з логістикою.
- Бренди можуть запропонувати продукцію для наборів.

Залиште заявку у формі нижче: вкажіть, хто ви, як про нас дізналися і чим хочете допомогти. Ми зв’яжемося з вами протягом робочого дня.

> Дякуємо, що робите добрі справи разом із нами.
`,
    `
Together with partner brands we regularly support volunteer initiatives and medics. We donate hand care, repair creams and sunscreens to hospitals and to people working in the field.

## How to join

- Salons and cosmetologists can donate products or host a charity treatment day.
- Shops can become a collection point; we will help with logistics.
- Brands can contribute products to the care kits.

Leave a request in the form below: tell us who you are, how you heard about us and how you would like to help. We will contact you within one working day.

> Thank you for doing good together with us.
`,
  ),
}

export const pages = [aboutPage, termsPage, deliveryPage, returnPage, paymentPage, donatePage]
