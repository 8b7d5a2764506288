import { Link } from '@tanstack/react-router'

export function Logo({ className = 'logo' }: { className?: string }) {
  return (
    <Link to="/" className={className}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <circle cx="17" cy="17" r="16" fill="#7b2d4f" />
        <path
          d="M11 24c0-7 3-12 6-14 3 2 6 7 6 14"
          stroke="#f6e7ec"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="17" cy="12" r="2" fill="#f6e7ec" />
      </svg>
      <span className="logo__text">
        Beauty<b>Pro</b>
      </span>
    </Link>
  )
}
