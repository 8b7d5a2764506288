/**
 * npm run db:migrate:remote — applies the committed migrations to the database at
 * TURSO_DATABASE_URL (with TURSO_AUTH_TOKEN), fills what SQL cannot (the search index's words of
 * the names: fillNameWords), then runs ANALYZE so the planner knows the listing indexes. Safe to run
 * again; run it before every deploy that adds a migration.
 */
import { migrateClient } from '../db/local/migrate'
import { withTargetDatabase } from './target-database'

await withTargetDatabase({ requireRemote: true }, async (client, where) => {
  const { before, after } = await migrateClient(client, { analyse: 'always' })
  console.log(`${where}: ${after - before} migration(s) applied (${after} in all), statistics refreshed (ANALYZE)`)
})
