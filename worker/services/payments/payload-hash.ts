/** SHA-256 (hex) of a payload as it is stored, so a repeated report can be recognised without comparing bodies. */
export async function payloadHash(payload: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(payload)))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
