/**
 * Seeded people: the fixed accounts (admin, staff, customer, approved and pending partners), some
 * shoppers who wrote reviews, the partner's company, the customer's saved addresses, partner-form
 * options, and a few comments, questions, replies and votes on the first products.
 */
import type { Client } from '@libsql/client'
import { hashPassword } from '../../app/domain/password-hash'
import { DAY_MS, insertStatements, SEED_EPOCH, type Row } from './catalogue'
import {
  ACCOUNTS,
  CUSTOMER_COURIER,
  CUSTOMER_NEW_POST,
  PARTNER_COMPANY,
  PARTNER_OPTIONS,
  REVIEW_TEXTS,
  REVIEWER_PASSWORD,
  REVIEWERS,
  type SeedUser,
} from './data/people'
import { rngFor } from './random'

/** ЄДРПОУ: 7 digits and the official check digit. */
export function edrpou(first7: string): string {
  const digits = first7.split('').map(Number)
  const n = Number(first7) * 10
  const base = n < 30_000_000 || n > 60_000_000 ? [1, 2, 3, 4, 5, 6, 7] : [7, 1, 2, 3, 4, 5, 6]
  let s = digits.reduce((sum, d, i) => sum + d * base[i]!, 0) % 11
  if (s >= 10) {
    s = digits.reduce((sum, d, i) => sum + d * (base[i]! + 2), 0) % 11
    if (s >= 10) s = 0
  }
  return first7 + String(s)
}

/** Ukrainian IBAN: UA, two ISO 13616 check digits, the bank's 6-digit MFO, a 19-digit account (29 chars). */
export function ukrainianIban(mfo: string, account19: string): string {
  const bban = mfo + account19
  // Move "UA00" to the end; U = 30, A = 10.
  const numeric = `${bban}301000`
  const check = 98n - (BigInt(numeric) % 97n)
  return `UA${String(check).padStart(2, '0')}${bban}`
}

type UserRow = SeedUser & { hash: string; createdDays: number }

async function upsertUsers(client: Client, users: readonly UserRow[]): Promise<Map<string, number>> {
  const results = await client.batch(
    users.map((u) => ({
      sql: `INSERT INTO users (email, phone, password_hash, first_name, last_name, father_name, country, city, role, wholesale_status, is_active, locale, created_at, password_changed_at)
            VALUES (?, ?, ?, ?, ?, ?, 'Україна', ?, ?, ?, 1, ?, ?, ?)
            ON CONFLICT(email) DO UPDATE SET phone = excluded.phone, password_hash = excluded.password_hash, first_name = excluded.first_name,
              last_name = excluded.last_name, father_name = excluded.father_name, city = excluded.city, role = excluded.role,
              wholesale_status = excluded.wholesale_status, is_active = 1, locale = excluded.locale
            RETURNING id`,
      args: [
        u.email,
        u.phone,
        u.hash,
        u.firstName,
        u.lastName,
        u.fatherName,
        u.city,
        u.role,
        u.wholesaleStatus,
        u.locale,
        SEED_EPOCH - u.createdDays * DAY_MS,
        SEED_EPOCH - u.createdDays * DAY_MS,
      ],
    })),
    'write',
  )
  const ids = new Map<string, number>()
  users.forEach((u, i) => ids.set(u.key, Number(results[i]!.rows[0]!.id)))
  return ids
}

export interface PeopleCounts {
  users: number
  comments: number
  replies: number
  partnerOptions: number
}

export async function seedPeople(client: Client, opts: { productCount: number }): Promise<PeopleCounts> {
  const accounts: UserRow[] = await Promise.all(
    ACCOUNTS.map(async (u, i) => ({ ...u, hash: await hashPassword(u.password), createdDays: 700 - i * 40 })),
  )
  const reviewers: UserRow[] = await Promise.all(
    REVIEWERS.map(async ([email, firstName, lastName, city], i) => ({
      key: `reviewer${i}`,
      email,
      phone: `+38093${String(5550100 + i).padStart(7, '0')}`,
      password: REVIEWER_PASSWORD,
      firstName,
      lastName,
      fatherName: '',
      city,
      role: 'customer' as const,
      wholesaleStatus: 'none' as const,
      locale: 'ua' as const,
      hash: await hashPassword(REVIEWER_PASSWORD),
      createdDays: 500 - i * 37,
    })),
  )
  const ids = await upsertUsers(client, [...accounts, ...reviewers])
  const id = (key: string) => ids.get(key)!

  const rows: Array<[string, Row[]]> = [
    [
      'companies',
      [
        {
          user_id: id('partner'),
          name: PARTNER_COMPANY.name,
          code: edrpou('4127385'),
          email: PARTNER_COMPANY.email,
          iban: ukrainianIban(PARTNER_COMPANY.mfo, '0000026007233566001'),
          director: PARTNER_COMPANY.director,
          address: PARTNER_COMPANY.address,
          real_stock: 0,
        },
      ],
    ],
    [
      'wholesale_requests',
      [
        {
          user_id: id('partner'),
          company_name: PARTNER_COMPANY.name,
          position: 'Власник салону',
          city: 'Львів',
          status: 'approved',
          reason: null,
          decided_by: id('admin'),
          decided_at: SEED_EPOCH - 560 * DAY_MS,
          created_at: SEED_EPOCH - 580 * DAY_MS,
        },
        {
          user_id: id('pending'),
          company_name: 'ФОП Лисенко В. А.',
          position: 'Косметолог',
          city: 'Одеса',
          status: 'pending',
          reason: null,
          decided_by: null,
          decided_at: null,
          created_at: SEED_EPOCH - 3 * DAY_MS,
        },
      ],
    ],
    [
      'courier_addresses',
      CUSTOMER_COURIER.map((a, i) => ({
        user_id: id('customer'),
        city: a.city,
        street: a.street,
        house: a.house,
        apartment: a.apartment,
        created_at: SEED_EPOCH - (300 - i) * DAY_MS,
      })),
    ],
    [
      'new_post_addresses',
      CUSTOMER_NEW_POST.map((a, i) => ({
        user_id: id('customer'),
        city: a.city,
        branch: a.branch,
        created_at: SEED_EPOCH - (290 - i) * DAY_MS,
      })),
    ],
    [
      'partner_options',
      Object.entries(PARTNER_OPTIONS).flatMap(([kind, items]) =>
        items.map(([ua, en], i) => ({ kind, name_ua: ua, name_en: en, sort_order: i })),
      ),
    ],
  ]
  await client.batch(
    rows.flatMap(([table, r]) => insertStatements(table, r)),
    'write',
  )

  const reviews = await seedReviews(
    client,
    opts.productCount,
    id,
    reviewers.map((r) => id(r.key)),
  )
  return {
    users: accounts.length + reviewers.length,
    comments: reviews.comments,
    replies: reviews.replies,
    partnerOptions: rows.find(([t]) => t === 'partner_options')![1].length,
  }
}

/** Products the reviews go on: the first products of face, body and hair categories (see catalogue.ts). */
const REVIEWED_PRODUCTS = [1, 2, 4, 6, 10, 19, 21] as const

async function seedReviews(
  client: Client,
  productCount: number,
  id: (key: string) => number,
  reviewerIds: readonly number[],
): Promise<{ comments: number; replies: number }> {
  const wanted = REVIEWED_PRODUCTS.filter((p) => p <= productCount)
  if (wanted.length === 0) return { comments: 0, replies: 0 }
  const rs = await client.execute({
    sql: `SELECT p.id, parent.slug AS area FROM products p
          JOIN categories c ON c.id = p.category_id JOIN categories parent ON parent.id = c.parent_id
          WHERE p.id IN (${wanted.map(() => '?').join(',')}) ORDER BY p.id`,
    args: [...wanted],
  })
  const areaOf = (slug: string): 'face' | 'body' | 'hair' | null =>
    slug === 'face' || slug === 'professional-care'
      ? 'face'
      : slug === 'body'
        ? 'body'
        : slug === 'hair'
          ? 'hair'
          : null

  interface CommentSeed {
    productId: number
    userId: number
    type: 'COMMENT' | 'QUESTION'
    text: string
    rate: number | null
    days: number
    replies: Array<{ userId: number; byStore: boolean; text: string }>
  }
  const comments: CommentSeed[] = []
  const customer = id('customer')
  const staff = id('staff')
  rs.rows.forEach((r, k) => {
    const productId = Number(r.id)
    const area = areaOf(String(r.area))
    if (!area) return
    const rng = rngFor('reviews', productId)
    const texts = REVIEW_TEXTS.comments[area]
    const reviewer = reviewerIds[k % reviewerIds.length]!
    const [text, rate] = texts[rng.int(0, texts.length - 1)]!
    const other: CommentSeed = {
      productId,
      userId: reviewer,
      type: 'COMMENT',
      text,
      rate,
      days: 40 + k * 9,
      replies: [],
    }
    comments.push(other)
    if (k % 2 === 0) {
      // The seeded customer rates the product and agrees with the other reviewer.
      const own = texts[(rng.int(0, texts.length - 1) + 1) % texts.length]!
      comments.push({
        productId,
        userId: customer,
        type: 'COMMENT',
        text: own[0],
        rate: Math.max(4, own[1]),
        days: 20 + k * 5,
        replies: [],
      })
      other.replies.push({
        userId: customer,
        byStore: false,
        text: REVIEW_TEXTS.customerReplies[k % REVIEW_TEXTS.customerReplies.length]!,
      })
    } else {
      // A question, from the customer or a reviewer, answered by the store.
      const questions = REVIEW_TEXTS.questions[area]
      comments.push({
        productId,
        userId: k % 4 === 1 ? customer : reviewerIds[(k + 3) % reviewerIds.length]!,
        type: 'QUESTION',
        text: questions[rng.int(0, questions.length - 1)]!,
        rate: null,
        days: 15 + k * 3,
        replies: [
          { userId: staff, byStore: true, text: REVIEW_TEXTS.storeAnswers[k % REVIEW_TEXTS.storeAnswers.length]! },
        ],
      })
    }
  })

  const inserted = await client.batch(
    comments.map((c) => ({
      sql: `INSERT INTO comments (product_id, user_id, type, text, rate, status, like_count, dislike_count, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'published', 0, 0, ?, ?) RETURNING id`,
      args: [c.productId, c.userId, c.type, c.text, c.rate, SEED_EPOCH - c.days * DAY_MS, SEED_EPOCH - c.days * DAY_MS],
    })),
    'write',
  )
  const commentIds = inserted.map((r) => Number(r.rows[0]!.id))

  const replyRows: Row[] = []
  const voteRows: Row[] = []
  const voters = [customer, ...reviewerIds]
  comments.forEach((c, i) => {
    for (const reply of c.replies)
      replyRows.push({
        comment_id: commentIds[i]!,
        user_id: reply.userId,
        by_store: reply.byStore ? 1 : 0,
        text: reply.text,
        status: 'published',
        like_count: 0,
        dislike_count: 0,
        created_at: SEED_EPOCH - (c.days - 1) * DAY_MS,
      })
    // Votes are real rows; the counters are derived from them.
    const rng = rngFor('votes', i)
    for (const voter of voters) {
      if (voter === c.userId || !rng.chance(0.45)) continue
      voteRows.push({ comment_id: commentIds[i]!, user_id: voter, value: rng.chance(0.85) ? 1 : -1 })
    }
  })
  await client.batch(
    [
      ...insertStatements('replies', replyRows),
      ...insertStatements('comment_votes', voteRows),
      `UPDATE comments SET
         like_count = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id AND v.value = 1),
         dislike_count = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id AND v.value = -1)`,
    ],
    'write',
  )
  return { comments: comments.length, replies: replyRows.length }
}
