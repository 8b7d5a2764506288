import { ukUALocale } from '@sanity/locale-uk-ua'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { PREVIEW_TYPES, PreviewAction } from './preview-action'
import { schemaTypes, SINGLETON_IDS } from './schema-types'
import { structure } from './structure'

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Beauty Pro: вміст сайту',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local0000',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  // The Studio's own interface in Ukrainian (chosen from the browser's languages; English stays in its menu).
  plugins: [structureTool({ structure }), ukUALocale()],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_IDS.has(schemaType)),
  },
  document: {
    // Singletons cannot be duplicated or deleted; pages and posts can be previewed on the site as drafts.
    actions: (actions, { schemaType }) => {
      if (SINGLETON_IDS.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
      return PREVIEW_TYPES.has(schemaType) ? [...actions, PreviewAction] : actions
    },
  },
})
