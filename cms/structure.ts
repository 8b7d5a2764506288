import type { StructureResolver } from 'sanity/structure'

const SINGLETONS = [
  { id: 'siteSettings', title: 'Site settings' },
  { id: 'wholesalePage', title: 'Wholesale page' },
  { id: 'uiTranslations', title: 'UI translations' },
]

/** Singletons open their one document (id = type name); collections list as usual. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETONS.map(({ id, title }) =>
        S.listItem().title(title).id(id).child(S.document().schemaType(id).documentId(id).title(title)),
      ),
      S.divider(),
      S.documentTypeListItem('banner').title('Banners'),
      S.documentTypeListItem('advantage').title('Advantages'),
      S.documentTypeListItem('page').title('Pages'),
      S.documentTypeListItem('blogPost').title('Blog posts'),
    ])
