import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { orders } from '../schema'

/** The contact a guest's order was placed with: a retried guest submit must carry the same. */
export async function guestOrderContact(db: Db, orderId: number): Promise<{ phone: string; email: string } | null> {
  const [row] = await db
    .select({ phone: orders.phone, email: orders.email })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}
