/**
 * The content pictures the store shows in a box of a fixed shape, one entry per kind: `width` ×
 * `height` is what the store asks the image CDN for (and what the Studio tells the marketer to
 * upload); `least` is the box's largest size on a 1× screen. The store renders from these and the
 * Studio checks uploads against them (cms/lib/rules.ts), so the two cannot drift apart.
 *
 * A picture smaller than `least` is stretched on every screen: the Studio refuses it. One between
 * `least` and the full size is only soft on a sharp (2×) screen: the Studio warns.
 */
export interface ContentImageSize {
  width: number
  height: number
  least: { width: number; height: number }
}

export const CONTENT_IMAGE_SIZES = {
  /** Home and /opt slider on a computer: `.hero` and `.opt-banner`, 16:5, at most 1280 px wide. */
  bannerPc: { width: 1600, height: 500, least: { width: 1280, height: 400 } },
  /** The same banners on a phone (up to 767 px wide), square; a phone is at least 400 px wide at 1×. */
  bannerMobile: { width: 750, height: 750, least: { width: 400, height: 400 } },
  /** A content page's banner: `.content-banner`, 4:1, in the 1240 px wide container. */
  pageBanner: { width: 1600, height: 400, least: { width: 1240, height: 310 } },
  /** A blog post's cover: `.post-cover`, 1200:630, in the post's 860 px wide column. */
  blogCover: { width: 1200, height: 630, least: { width: 860, height: 452 } },
  /** A link preview (og:image): Facebook and Telegram show a large card from 600×315 on. */
  shareImage: { width: 1200, height: 630, least: { width: 600, height: 315 } },
  /** An advantage's icon: `.advantage img`, 48 px. */
  advantageIcon: { width: 160, height: 160, least: { width: 48, height: 48 } },
} as const satisfies Record<string, ContentImageSize>

export type ContentImageKind = keyof typeof CONTENT_IMAGE_SIZES

/** A card of the blog list (a third of the container at most) shows the cover at half its size. */
export const BLOG_CARD_BOX = {
  width: CONTENT_IMAGE_SIZES.blogCover.width / 2,
  height: CONTENT_IMAGE_SIZES.blogCover.height / 2,
}
