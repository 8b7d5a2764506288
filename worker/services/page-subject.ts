/** Which product's page a write changes (a review, a reply, a variant names it), so its cached page alone goes. */
export { productSlugOf } from '../../db/queries/page-subjects'
