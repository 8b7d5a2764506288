/** The profile's sections (`/profile?section=…`). Apart from the page so the route's search check stays out of the shared bundle. */
export const PROFILE_SECTIONS = ['personalInfo', 'orders', 'wishlist', 'companyInfo', 'reviews'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** A section named in an address, when it is one other than the default; anything else is none. */
export function profileSectionOf(value: unknown): ProfileSection | undefined {
  return PROFILE_SECTIONS.includes(value as ProfileSection) && value !== 'personalInfo'
    ? (value as ProfileSection)
    : undefined
}
