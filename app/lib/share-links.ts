/** Spec §2 Blog: share links to five social services or messengers, built from the page address. */
export const SHARE_NETWORKS = ['facebook', 'telegram', 'viber', 'whatsapp', 'x'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  telegram: 'Telegram',
  viber: 'Viber',
  whatsapp: 'WhatsApp',
  x: 'X',
}

export function shareLinks(pageUrl: string, title: string): Array<{ network: ShareNetwork; href: string }> {
  const url = encodeURIComponent(pageUrl)
  const text = encodeURIComponent(title)
  const both = encodeURIComponent(`${title} ${pageUrl}`)
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    telegram: `https://t.me/share/url?url=${url}&text=${text}`,
    viber: `viber://forward?text=${both}`,
    whatsapp: `https://wa.me/?text=${both}`,
    x: `https://x.com/intent/post?url=${url}&text=${text}`,
  }
  return SHARE_NETWORKS.map((network) => ({ network, href: hrefs[network] }))
}
