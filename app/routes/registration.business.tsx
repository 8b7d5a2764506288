import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../components/layout/status-pages'

// Placeholder until its issue lands; linked from the layout, so it must not answer 404.
export const Route = createFileRoute('/registration/business')({ component: () => <ComingSoonPage /> })
