/** Built by vite.config.ts (localeTextChunks): the client chunk of each language's texts, empty in dev. */
declare module 'virtual:locale-text-chunks' {
  const chunks: Partial<Record<'ua' | 'en', string>>
  export default chunks
}
