import type { Page } from '../../contract/content'
import { Breadcrumbs } from '../catalogue/breadcrumbs'
import { PageBanner } from './page-banner'
import { RichContent } from './rich-content'

/** Spec §2 Generic content page: breadcrumb, banner or default image, title and rich text. */
export function PageArticle({ page }: { page: Page }) {
  return (
    <article className="container content-page" data-testid="content-page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <PageBanner src={page.banner} alt={page.title} />
      <h1 className="content-page__title">{page.title}</h1>
      <RichContent value={page.text} className="content-page__text" />
    </article>
  )
}
