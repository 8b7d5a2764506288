import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes, SINGLETON_IDS } from './schema-types'
import { structure } from './structure'

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Beauty store',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local0000',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_IDS.has(schemaType)),
  },
  document: {
    // Singletons cannot be duplicated or deleted.
    actions: (actions, { schemaType }) =>
      SINGLETON_IDS.has(schemaType) ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions,
  },
})
