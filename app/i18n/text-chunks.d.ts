/** Built by vite.config.ts (localeTextChunks): each language's text chunks (app/i18n/texts.ts), empty in dev. */
declare module 'virtual:locale-text-chunks' {
  const chunks: Partial<Record<'ua' | 'en', Partial<Record<import('./texts').TextChunk, string>>>>
  export default chunks
}
