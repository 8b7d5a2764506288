import { defineCliConfig } from 'sanity/cli'

/**
 * Run the CLI from this folder (`cd cms && npx sanity …`); scripts/cms-check.ts does.
 * Paths below are relative to cms/.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local0000',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // `npm run studio:deploy` publishes the Studio at https://{SANITY_STUDIO_HOST}.sanity.studio (asked when unset).
  studioHost: process.env.SANITY_STUDIO_HOST,
  typegen: {
    path: './queries.ts',
    schema: './schema.json',
    generates: './sanity.types.ts',
    // Prettier output depends on whichever prettier npm hoists; raw output is stable.
    formatGeneratedCode: false,
    overloadClientMethods: false,
  },
})
