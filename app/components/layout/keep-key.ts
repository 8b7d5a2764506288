import { useLoaderData, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useBuyer } from '../../lib/buyer'
import { identityOf } from '../../lib/kept-markup'

/**
 * The server's key of a layout part's kept markup (app/lib/kept-markup.ts): every input the part's
 * HTML depends on. `shown` are the loader's shared values it shows (site settings, categories: the
 * same objects while their KV text is unchanged). The language and the shared label overrides name
 * the texts (the bundled ones are the build's); the first path segment names the links' active
 * state (the parts link only to top-level pages); the year is the footer's copyright. The browser
 * keeps nothing: null.
 */
export const useKeepKey: (part: string, shown: object[]) => string | null = import.meta.env.SSR
  ? function useServerKeepKey(part, shown) {
      const { i18n } = useTranslation()
      const overrides = useLoaderData({ from: '__root__', select: (data) => data.translations })
      const section = useRouterState({ select: (s) => s.location.pathname.split('/', 2)[1] ?? '' })
      const buyer = useBuyer()
      return [
        part,
        i18n.language,
        identityOf(overrides),
        section,
        buyer.signedIn,
        buyer.isWholesaler,
        new Date().getFullYear(),
        ...shown.map(identityOf),
      ].join('|')
    }
  : () => null
