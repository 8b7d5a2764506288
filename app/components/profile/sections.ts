/** The profile's sections (`/profile?section=…`). Apart from the page so the route's search check stays out of the shared bundle. */
export const PROFILE_SECTIONS = ['personalInfo', 'orders', 'wishlist', 'companyInfo', 'reviews'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]
