import type { Me } from '../../contract/auth'
import type { Locale } from '../../domain/locale'
import { CompanySection } from './company-section'
import { OrdersSection } from './orders-section'
import { PersonalInfoSection } from './personal-info-section'
import { ReviewsSection } from './reviews-section'
import type { ProfileSection } from './sections'
import { WishlistSection } from './wishlist-section'

/**
 * The profile's sections, shown once the signed-in user is known: a chunk of their own (with the
 * query layer they read through), fetched while the user loads, so the page's first load carries
 * none of them (app/components/profile/profile-page.tsx).
 */
export function ProfileSections({ section, user, locale }: { section: ProfileSection; user: Me; locale: Locale }) {
  return section === 'personalInfo' ? (
    <PersonalInfoSection key={user.id} user={user} locale={locale} />
  ) : section === 'orders' ? (
    <OrdersSection locale={locale} />
  ) : section === 'wishlist' ? (
    <WishlistSection />
  ) : section === 'companyInfo' ? (
    <CompanySection locale={locale} />
  ) : (
    <ReviewsSection />
  )
}
