import { blogPosts } from './blog'
import { ls } from './locale'
import { aboutPage } from './pages'
import { deliveryPage } from './pages-orders'

/**
 * Exports contain unpublished edits: a draft (`drafts.<id>`) and a document in a content release
 * (`versions.<release>.<id>`). Both must stay invisible to the storefront.
 */
const spfPost = blogPosts.find((post) => post._id === 'blogPost-spf-every-day')
if (!spfPost) throw new Error('spf post missing')

export const unpublished = [
  // What a marketer is still writing: seen only on the preview route (worker/services/content-preview.ts).
  { ...deliveryPage, _id: `drafts.${deliveryPage._id}`, title: ls('ЧЕРНЕТКА: Доставка', 'DRAFT: Delivery') },
  { ...spfPost, _id: `drafts.${spfPost._id}`, name: ls('ЧЕРНЕТКА: SPF щодня', 'DRAFT: SPF every day') },
  {
    ...aboutPage,
    _id: `versions.rSummerSale.${aboutPage._id}`,
    title: ls('РЕЛІЗ: Про нас (літня версія)', 'RELEASE: About us (summer)'),
  },
]
