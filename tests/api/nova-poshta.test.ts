import { describe, expect, it } from 'vitest'
import { npBranchesAnswerSchema, npCitiesAnswerSchema } from '../../app/contract/delivery'
import { SETTLEMENTS, setUpNovaPoshtaStandIn } from '../support/nova-poshta-stand-in'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'

/**
 * Nova Poshta look-ups through the Worker, against the local stand-in of the carrier's JSON API
 * (worker/dev/nova-poshta), reached over "the internet" (tests/support/nova-poshta-stand-in.ts).
 */
const np = setUpNovaPoshtaStandIn('http://nova-poshta.test')
const { standIn: STAND_IN, setOutage } = np
const KYIV = SETTLEMENTS.kyiv

const get = (path: string, ip?: string) =>
  np.client.request(`/api/v1/delivery/nova-poshta${path}`, ip ? { headers: { 'cf-connecting-ip': ip } } : undefined)
const cities = async (q: string) =>
  npCitiesAnswerSchema.parse(await (await get(`/cities/?q=${encodeURIComponent(q)}`)).json())
const branches = async (city: string, q = '') =>
  npBranchesAnswerSchema.parse(await (await get(`/branches/?city=${city}&q=${encodeURIComponent(q)}`)).json())

describe('the stand-in speaks the carrier protocol', () => {
  it('answers searchSettlements in the documented envelope, with Addresses under data[0]', async () => {
    const response = await fetch(`${STAND_IN}/v2.0/json/`, {
      method: 'POST',
      body: JSON.stringify({
        apiKey: '',
        modelName: 'Address',
        calledMethod: 'searchSettlements',
        methodProperties: { CityName: 'київ', Limit: '5', Page: '1' },
      }),
    })
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual([
      'data',
      'errorCodes',
      'errors',
      'info',
      'infoCodes',
      'messageCodes',
      'success',
      'warningCodes',
      'warnings',
    ])
    expect(body.success).toBe(true)
    const [first] = body.data as { TotalCount: number; Addresses: Record<string, unknown>[] }[]
    expect(first!.Addresses[0]).toMatchObject({
      Present: 'м. Київ, Київська обл.',
      MainDescription: 'Київ',
      Ref: KYIV,
      SettlementTypeCode: 'м.',
      Area: 'Київська',
    })
    expect(first!.Addresses[0]!.DeliveryCity).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers getWarehouses with branches and lockers, and refuses an unknown method with success false', async () => {
    const post = (body: unknown) =>
      fetch(`${STAND_IN}/v2.0/json/`, { method: 'POST', body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<Record<string, unknown>>,
      )
    const warehouses = await post({
      apiKey: '',
      modelName: 'Address',
      calledMethod: 'getWarehouses',
      methodProperties: { SettlementRef: KYIV },
    })
    const data = warehouses.data as Record<string, unknown>[]
    expect(new Set(data.map((w) => w.CategoryOfWarehouse))).toEqual(new Set(['Branch', 'Postomat']))
    expect(data[0]).toMatchObject({
      Number: '1',
      Description: 'Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135',
      SettlementRef: KYIV,
    })
    expect(warehouses.info).toEqual({ totalCount: data.length })
    const unknown = await post({ modelName: 'Address', calledMethod: 'dropEverything', methodProperties: {} })
    expect(unknown).toMatchObject({ success: false, data: [] })
  })
})

describe('city look-up', () => {
  it('finds Kyiv from Cyrillic and from Latin input, and villages too', async () => {
    expect((await cities('київ'))[0]).toEqual({
      ref: KYIV,
      label: 'м. Київ, Київська обл.',
      name: 'Київ',
      area: 'Київська',
    })
    expect((await cities('kyiv'))[0]?.ref).toBe(KYIV)
    expect((await cities('Lviv'))[0]?.name).toBe('Львів')
    expect((await cities('Петропав'))[0]?.label).toBe('с. Петропавлівська Борщагівка, Бучанський р-н, Київська обл.')
  })

  it('answers nothing for a query under two letters, without asking the carrier', async () => {
    expect(await cities('к')).toEqual([])
    expect(np.carrierCalls).toEqual([])
  })

  it('is cached for a day: the same query asks the carrier once, even after it went down', async () => {
    expect((await cities('одеса'))[0]?.name).toBe('Одеса')
    await setOutage('down')
    expect((await cities('Одеса '))[0]?.name).toBe('Одеса')
    expect(np.carrierCalls).toEqual(['Address.searchSettlements'])
  })

  it('refuses an over-long or control-character query with the error envelope, asking nobody', async () => {
    const long = await get(`/cities/?q=${'к'.repeat(51)}`)
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ error: { code: 'invalid_data', fields: { q: [expect.any(String)] } } })
    expect((await get('/cities/?q=%00kyiv')).status).toBe(400)
    expect(np.carrierCalls).toEqual([])
  })
})

describe('branch look-up', () => {
  it('lists the city branches and lockers, filtered by number first and by street', async () => {
    const all = await branches(KYIV)
    expect(all.map((b) => b.number)).toEqual(['1', '2', '3', '5', '12', '23', '120', '5101', '5127'])
    expect(all.find((b) => b.number === '5101')).toMatchObject({
      kind: 'locker',
      label: expect.stringContaining('Поштомат'),
    })
    expect((await branches(KYIV, '12')).map((b) => b.number)).toEqual(['12', '120'])
    expect((await branches(KYIV, '№5')).map((b) => b.number)).toEqual(['5', '5101', '5127'])
    expect((await branches(KYIV, 'хрещатик')).map((b) => b.number)).toEqual(['120', '5101'])
    expect((await branches(KYIV, 'khreshchatyk')).map((b) => b.number)).toEqual(['120', '5101'])
    // One carrier call for the whole settlement: the filters are answered from the cached list.
    expect(np.carrierCalls).toEqual(['Address.getWarehouses'])
  })

  it('answers an empty list for a settlement the carrier does not know, and 400 for a ref that is not one', async () => {
    expect(await branches('00000000-0000-0000-0000-000000000000')).toEqual([])
    const bad = await get('/branches/?city=kyiv')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_data', fields: { city: [expect.any(String)] } } })
  })
})

describe('when the carrier fails', () => {
  it('answers 503 in the error envelope when it is down and nothing is cached', async () => {
    await setOutage('down')
    const response = await get('/cities/?q=харків')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'unavailable', message: expect.any(String) } })
  })

  it('gives up on a carrier that does not answer in time', async () => {
    await setOutage('slow')
    const started = Date.now()
    const response = await get(`/branches/?city=${SETTLEMENTS.dnipro}`)
    expect(response.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(8000)
  }, 15_000)
})

describe('per-IP limit', () => {
  it(
    'refuses the 61st look-up a minute from one address with 429, while another address is still served',
    async () => {
      const ip = '203.0.113.26'
      await atStartOfRateWindow(30_000)
      for (let i = 0; i < 60; i++) expect((await get('/cities/?q=k', ip)).status).toBe(200)
      const refused = await get('/cities/?q=k', ip)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } })
      expect((await get('/cities/?q=k', '203.0.113.27')).status).toBe(200)
    },
    RATE_WINDOW_TEST_TIMEOUT,
  )

  it(
    'keeps at most 20 new look-ups a minute from one address in KV: later ones are answered, not stored',
    async () => {
      const ip = '203.0.113.28'
      await atStartOfRateWindow(30_000)
      const kv = np.client.env.CATALOG_CACHE
      const stored = async () => (await kv.list({ prefix: 'v5:npCities:' })).keys.length
      const before = await stored()
      const letters = 'абвгдежзиклмнопрстуф'
      const queries = [...letters].flatMap((a) => [`${a}я`, `${a}ю`])
      for (const q of queries) expect((await get(`/cities/?q=${encodeURIComponent(q)}`, ip)).status).toBe(200)
      expect(await stored()).toBe(before + 20)
      // Another address still adds its own.
      expect((await get(`/cities/?q=${encodeURIComponent('щя')}`, '203.0.113.29')).status).toBe(200)
      expect(await stored()).toBe(before + 21)
    },
    RATE_WINDOW_TEST_TIMEOUT,
  )
})
