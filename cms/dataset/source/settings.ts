import { englishImage, image } from './assets'
import { keyed, ls, lt } from './locale'

const link = (href: string, ua: string, en: string) => ({ _type: 'link', label: ls(ua, en), href })

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  retailPhones: keyed('retailPhones', [
    { _type: 'phoneEntry', name: ls('Київстар', 'Kyivstar'), phone: '+38 (067) 123-45-67' },
    { _type: 'phoneEntry', name: ls('Vodafone', 'Vodafone'), phone: '+38 (050) 123-45-67' },
  ]),
  wholesalePhones: keyed('wholesalePhones', [
    { _type: 'phoneEntry', name: ls('Оптовий відділ', 'Wholesale department'), phone: '+38 (067) 765-43-21' },
  ]),
  workingHours: lt('Пн-Пт: 09:30-18:30\nСб-Нд: 09:30-17:00', 'Mon-Fri: 09:30-18:30\nSat-Sun: 09:30-17:00'),
  email: 'info@beauty-store.com.ua',
  address: ls('м. Київ, вул. Антоновича, 48', '48 Antonovycha St, Kyiv'),
  seller: {
    kind: 'fop',
    name: ls('ФОП Коваленко Олена Петрівна', 'Sole trader Olena Kovalenko (ФОП Коваленко Олена Петрівна)'),
    code: '3012345670',
    iban: 'UA213223130000026007233566001',
    bank: ls('АТ «Укрексімбанк»', 'JSC Ukreximbank'),
    address: ls('03150, м. Київ, вул. Антоновича, 48, оф. 12', '48 Antonovycha St, office 12, Kyiv 03150, Ukraine'),
  },
  socialLinks: {
    instagram: 'https://www.instagram.com/beautystore.ua',
    facebook: 'https://www.facebook.com/beautystore.ua',
    telegram: 'https://t.me/beautystore_ua',
    tiktok: 'https://www.tiktok.com/@beautystore.ua',
    youtube: 'https://www.youtube.com/@beautystoreua',
  },
  faqLinks: keyed('faqLinks', [
    link('/page/delivery', 'Доставка', 'Delivery'),
    link('/page/return-product', 'Повернення товару', 'Returns'),
    link('/page/payment', 'Оплата', 'Payment'),
  ]),
  footerInfoLinks: keyed('footerInfoLinks', [
    link('/page/about', 'Про нас', 'About us'),
    link('/page/delivery', 'Доставка', 'Delivery'),
    link('/page/payment', 'Оплата', 'Payment'),
    link('/page/return-product', 'Повернення товару', 'Returns'),
    link('/page/terms-of-use', 'Умови використання', 'Terms of use'),
    link('/blog', 'Блог', 'Blog'),
    link('/contacts', 'Контакти', 'Contacts'),
  ]),
  footerPartnersText: lt(
    'Салонам, косметологам і магазинам — оптові ціни, реальні залишки на складі та до 60% прибутку з продажу. Зареєструйтеся як партнер, і менеджер зв’яжеться з вами.',
    'Salons, cosmetologists and shops get wholesale prices, real stock levels and up to 60% profit on resale. Register as a partner and a manager will contact you.',
  ),
  footerClientsText: lt(
    'Лише оригінальна продукція від офіційних дистриб’юторів. Безкоштовна доставка від 4000 грн, відповідаємо протягом 20 хвилин.',
    'Only original products from official distributors. Free delivery on orders over 4000 UAH; we reply within 20 minutes.',
  ),
  paymentMethods: keyed('paymentMethods', [
    { _type: 'paymentMethod', key: 'visa', label: ls('Visa', 'Visa') },
    { _type: 'paymentMethod', key: 'mastercard', label: ls('Mastercard', 'Mastercard') },
    { _type: 'paymentMethod', key: 'apple-pay', label: ls('Apple Pay', 'Apple Pay') },
    { _type: 'paymentMethod', key: 'google-pay', label: ls('Google Pay', 'Google Pay') },
    { _type: 'paymentMethod', key: 'cash-on-delivery', label: ls('Накладений платіж', 'Cash on delivery') },
  ]),
}

export const wholesalePage = {
  _id: 'wholesalePage',
  _type: 'wholesalePage',
  title: ls('Співпраця та оптові закупівлі', 'Partnership and wholesale'),
  paragraphOne: lt(
    'Ми працюємо з салонами краси, косметологічними кабінетами, магазинами та приватними майстрами по всій Україні. Партнери купують професійну косметику за оптовими цінами напряму від офіційних дистриб’юторів і бачать реальні залишки на складі.',
    'We work with beauty salons, cosmetology practices, shops and independent professionals all over Ukraine. Partners buy professional cosmetics at wholesale prices directly from official distributors and see real stock levels.',
  ),
  paragraphTwo: lt(
    'Після реєстрації за вами закріплюється персональний менеджер: допоможе сформувати асортимент, підкаже новинки та навчальні заходи брендів. Націнка при роздрібному продажу — до 60%, а замовлення відправляємо Новою поштою в день оформлення.',
    'After registration you get a personal manager who helps build your range and keeps you posted on new products and brand trainings. The retail markup reaches 60%, and orders ship with Nova Poshta on the day they are placed.',
  ),
  bannerPc: image('cms/wholesale-page-pc.webp'),
  bannerPcEn: englishImage('cms/wholesale-page-pc.webp'),
  bannerMobile: image('cms/wholesale-page-mobile.webp'),
  bannerMobileEn: englishImage('cms/wholesale-page-mobile.webp'),
}

/** Keys are the storefront's i18n keys; an entry without `en` leaves the bundled English label in place. */
export const uiTranslations = {
  _id: 'uiTranslations',
  _type: 'uiTranslations',
  entries: keyed('uiTranslations', [
    { _type: 'translationEntry', key: 'home.latest', ua: 'Новинки', en: 'New arrivals' },
    { _type: 'translationEntry', key: 'home.about_title', ua: 'Чому обирають нас', en: 'Why choose us' },
    { _type: 'translationEntry', key: 'header.recall', ua: 'Передзвоніть мені', en: 'Call me back' },
    { _type: 'translationEntry', key: 'footer.hours', ua: 'Графік роботи', en: 'Working hours' },
    { _type: 'translationEntry', key: 'content.opt.register', ua: 'Стати партнером', en: 'Become a partner' },
    { _type: 'translationEntry', key: 'product.pre_order', ua: 'Передзамовлення' },
  ]),
}
