import {
  cityQuery,
  compactTtn,
  isTrackableTtn,
  matchBranches,
  NP_CITY_LIMIT,
  type NpBranch,
  type NpCity,
  trackingStage,
  type TrackingStage,
} from '../../../app/domain/nova-poshta'
import type { CarrierWarehouse, NovaPoshtaClient } from '../../adapters/nova-poshta'
import { type Cache, CACHE_TTL, cacheKey } from '../cache'
import { noteDegraded } from '../degraded'

/** A settlement's branches as cached: its name and area (to check a picked city against) and the branches. */
interface SettlementBranches {
  name: string
  area: string
  branches: NpBranch[]
}

/** What a checkout or a saved address picked: the texts shown and the carrier's refs (both refs or neither). */
export interface NewPostPick {
  city: string
  branch: string
  settlementRef: string | null
  warehouseRef: string | null
}

/**
 * The outcome of checking a pick with the carrier: `verified` (the branch is the settlement's; the
 * texts are the carrier's), `unknown` (the carrier knows no such branch there) or `unchecked`
 * (no refs, or the carrier did not answer: the buyer's own texts stand).
 */
export type CheckedPick = { outcome: 'verified' | 'unchecked'; pick: NewPostPick } | { outcome: 'unknown' }

export interface ParcelTracking {
  ttn: string
  stage: TrackingStage
  /** The carrier's own words, in Ukrainian. */
  status: string
  checked_at: string
}

/** Whether this caller may add one more entry to the cache (worker/services/rate-limit.ts `allows`). */
type MayStore = () => Promise<boolean>

function toBranch(w: CarrierWarehouse): NpBranch {
  return {
    ref: w.Ref,
    number: w.Number,
    kind: w.CategoryOfWarehouse === 'Postomat' ? 'locker' : 'branch',
    label: w.Description,
    address: w.ShortAddress,
  }
}

/**
 * Nova Poshta look-ups for the checkout and the profile, through the Worker only: answers are cached
 * in KV (settlements a day, branches an hour, tracking 30 minutes), and a failing carrier is answered
 * from a stale entry when there is one (app/worker cache), else it is a DependencyError for the caller.
 */
export function createNovaPoshtaService(cache: Cache, client: NovaPoshtaClient) {
  const key = (family: 'npCities' | 'npBranches' | 'npTracking', suffix: string) =>
    cacheKey(family, 'ua', 'retail', suffix)

  async function settlementBranches(settlementRef: string, mayStore?: MayStore): Promise<SettlementBranches> {
    return cache.getOrLoad(
      key('npBranches', settlementRef.toLowerCase()),
      CACHE_TTL.npBranches,
      async () => {
        const warehouses = await client.getWarehouses(settlementRef)
        const first = warehouses[0]
        return {
          name: first?.SettlementDescription ?? '',
          area: first?.SettlementAreaDescription ?? '',
          branches: warehouses.map(toBranch),
        }
      },
      mayStore,
    )
  }

  return {
    /**
     * Settlements matching what the buyer typed (Cyrillic or Latin); too short a query answers none.
     * `mayStore` is the caller's quota of new cached entries (a look-up past it is answered, not kept).
     */
    async cities(raw: string, mayStore?: MayStore): Promise<NpCity[]> {
      const query = cityQuery(raw)
      if (query === '') return []
      return cache.getOrLoad(
        key('npCities', query),
        CACHE_TTL.npCities,
        async () =>
          (await client.searchSettlements(query, NP_CITY_LIMIT)).map((s) => ({
            ref: s.Ref,
            label: s.Present,
            name: s.MainDescription,
            area: s.Area,
          })),
        mayStore,
      )
    },

    /** A settlement's branches and lockers matching the filter (a number or words of the address). */
    async branches(settlementRef: string, filter: string, mayStore?: MayStore): Promise<NpBranch[]> {
      return matchBranches((await settlementBranches(settlementRef, mayStore)).branches, filter)
    },

    /**
     * Checks a pick's refs: the branch must be one of the settlement's. A verified pick keeps the
     * carrier's branch text and the buyer's city text when it names the settlement (else the
     * carrier's). A carrier that does not answer leaves the pick unchecked, so the order still goes.
     */
    async check(pick: NewPostPick): Promise<CheckedPick> {
      if (!pick.settlementRef || !pick.warehouseRef)
        return { outcome: 'unchecked', pick: { ...pick, settlementRef: null, warehouseRef: null } }
      let settlement: SettlementBranches
      try {
        settlement = await settlementBranches(pick.settlementRef)
      } catch (error) {
        noteDegraded('nova-poshta', error)
        return { outcome: 'unchecked', pick }
      }
      const branch = settlement.branches.find((b) => b.ref.toLowerCase() === pick.warehouseRef!.toLowerCase())
      if (!branch) return { outcome: 'unknown' }
      const namesSettlement = settlement.name !== '' && pick.city.toLowerCase().includes(settlement.name.toLowerCase())
      const city = namesSettlement ? pick.city : [settlement.name, settlement.area].filter(Boolean).join(', ')
      return {
        outcome: 'verified',
        pick: { city, branch: branch.label, settlementRef: pick.settlementRef, warehouseRef: branch.ref },
      }
    },

    /** The parcel's status (cached 30 minutes); null when the waybill is not the carrier's or it cannot say. */
    async tracking(ttn: string, phone: string): Promise<ParcelTracking | null> {
      if (!isTrackableTtn(ttn)) return null
      const number = compactTtn(ttn)
      try {
        return await cache.getOrLoad(key('npTracking', number), CACHE_TTL.npTracking, async () => {
          const [found] = await client.getStatusDocuments([{ number, phone: phone.replace(/\D/g, '') }])
          if (!found) return null
          return {
            ttn: number,
            stage: trackingStage(found.StatusCode),
            status: found.Status,
            checked_at: new Date().toISOString(),
          }
        })
      } catch (error) {
        noteDegraded('nova-poshta', error)
        return null
      }
    },
  }
}
export type NovaPoshtaService = ReturnType<typeof createNovaPoshtaService>
