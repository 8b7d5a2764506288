/**
 * npm run db:reference — writes the reference data (partner form options, the category tree
 * skeleton) into TURSO_DATABASE_URL (with TURSO_AUTH_TOKEN) when set, else the local database.
 * Never touches the demo catalogue or accounts; rows that exist are left as they are.
 */
import { loadReferenceData } from '../db/reference'
import { withTargetDatabase } from './target-database'

await withTargetDatabase({}, async (client, where) => {
  const { partnerOptions, categories } = await loadReferenceData(client)
  console.log(
    `${where}: partner form options +${partnerOptions.added} (${partnerOptions.total}), categories +${categories.added} (${categories.total})`,
  )
})
