import { createServerFn } from '@tanstack/react-start'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { getServices } from '../../worker/services/context'

/** The password reset page: whether its link still works (never used, not expired). */
export const getResetLinkState = createServerFn({ method: 'GET' })
  .validator(z.object({ uid: z.string().max(100), token: z.string().max(100) }))
  .handler(async ({ data }) => ({
    usable: await getServices(env).registration.passwordResetLinkUsable(data.uid, data.token),
  }))
