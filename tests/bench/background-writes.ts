/**
 * Traffic that must not empty the page cache, run beside a measured target: the payment-check
 * page's poll every 0.5 s (the check page polls every 7 s per open payment, so this is many shoppers
 * paying at once) and a new order every 2 s that leaves stock (an unrelated write). A cached
 * product page is sampled every 0.5 s meanwhile: its x-page-cache answers show whether the cache held.
 */
export function startBackgroundWrites(base: string): () => Promise<Record<string, number>> {
  const statuses: Record<string, number> = {}
  const tally = (label: string) => void (statuses[label] = (statuses[label] ?? 0) + 1)
  const count = (kind: string, status: number) => tally(`${kind} ${status}`)
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  let running = true
  let n = 0

  const order = async (variantId: number, payment: 'cash' | 'card') =>
    post('/order/orders/', {
      first_name: 'Бенч',
      last_name: 'Фон',
      // A buyer of its own each time (phone and address): one contact's open orders are limited, and
      // the bench's database keeps them from run to run, so a fixed contact was refused (409) after a few runs.
      phone: `+38050${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      email: `bench.background.${Date.now()}.${n++}@example.com`,
      deliveryType: payment === 'cash' ? 'curier' : 'newpost',
      curier_info: { street: `вул. Бенчова ${1 + Math.floor(Math.random() * 9000)}`, house: String(n) },
      np_info: { city: 'Львів', branch: 'Відділення №1' },
      promo_code: null,
      payment,
      cartItems: [{ id: variantId, quantity: 1 }],
    })

  const loop = async (everyMs: number, work: () => Promise<void>) => {
    while (running) {
      await work().catch(() => count('failed', 0))
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  }

  const started = (async () => {
    const latest = (await (await fetch(`${base}/api/v1/shop/products/latest/`)).json()) as Array<{
      variants: Array<{ id: number }>
    }>
    const variantId = latest.at(-1)!.variants[0]!.id
    const sampled = `${base}/product/${(latest[0] as unknown as { slug: string }).slug}`
    const card = (await (await order(variantId, 'card')).json()) as { reference: string }
    await Promise.all([
      loop(500, async () => {
        const res = await post('/order/payment/callback/', { orderReference: card.reference, first_check: false })
        count('payment poll', res.status)
        await res.arrayBuffer()
      }),
      loop(500, async () => {
        const res = await fetch(sampled, { headers: { cookie: 'user-locale=ua' } })
        tally(`page cache ${res.headers.get('x-page-cache') ?? 'none'}`)
        await res.arrayBuffer()
      }),
      loop(2000, async () => {
        const res = await order(variantId, 'cash')
        count('new order', res.status)
        await res.arrayBuffer()
      }),
    ])
  })()

  return async () => {
    running = false
    await started
    return statuses
  }
}
