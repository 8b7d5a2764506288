/** Spec §1 analytics: events pushed to `window.dataLayer`. */
export function pushDataLayer(event: Record<string, unknown>) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}
