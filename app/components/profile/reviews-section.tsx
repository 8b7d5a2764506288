import { UserReviews } from './user-reviews'

/** Spec §2 profile reviews: the reviews feature's own list of the user's reviews and their replies. */
export function ReviewsSection() {
  return (
    <div className="profile__section" data-testid="profile-reviews">
      <UserReviews />
    </div>
  )
}
