import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../components/account/account-head'
import { ProfilePage } from '../components/profile/profile-page'
import { profileSectionOf, type ProfileSection } from '../components/profile/sections'

function validateSearch(input: Record<string, unknown>): { section?: ProfileSection } {
  const section = profileSectionOf(input.section)
  return section ? { section } : {}
}

/** Spec §2 Profile (named UserPage; the login's success target). Requires login; sections via ?section=. */
export const Route = createFileRoute('/profile')({
  staticData: { texts: ['accounts', 'order'] },
  validateSearch,
  head: ({ match }) => accountHead(match.context.locale, 'accounts.profile.title'),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { locale } = Route.useRouteContext()
  const { section } = Route.useSearch()
  return <ProfilePage section={section ?? 'personalInfo'} locale={locale} />
}
