import type { StructureResolver } from 'sanity/structure'

const SINGLETONS = [
  { id: 'siteSettings', title: 'Налаштування сайту' },
  { id: 'wholesalePage', title: 'Сторінка для оптовиків' },
  { id: 'uiTranslations', title: 'Тексти інтерфейсу' },
]

/** Singletons open their one document (id = type name); collections list as usual. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Вміст сайту')
    .items([
      ...SINGLETONS.map(({ id, title }) =>
        S.listItem().title(title).id(id).child(S.document().schemaType(id).documentId(id).title(title)),
      ),
      S.divider(),
      S.documentTypeListItem('banner').title('Банери'),
      S.documentTypeListItem('advantage').title('Переваги'),
      S.documentTypeListItem('page').title('Сторінки'),
      S.documentTypeListItem('blogPost').title('Статті блогу'),
    ])
