/// <reference types="vite/client" />
import storefrontCssText from '../styles/app.css?inline'

/**
 * The storefront's whole stylesheet (about 13 KB compressed), written into the server's HTML as one
 * <style>: a separate stylesheet blocked the first paint for a round trip on a phone's network.
 * Only the server has the text; in the browser's bundle it is an empty string, and the element the
 * server wrote is kept as it is by hydration (its innerHTML is not compared).
 */
export const storefrontCss = import.meta.env.SSR ? storefrontCssText : ''
