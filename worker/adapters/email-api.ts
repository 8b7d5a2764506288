/** An HTTP email API in Resend's shape (POST {from, to, subject, text, html} with a bearer key). */
export interface EmailApiOptions {
  url: string
  apiKey: string
  from: string
}

/**
 * What the API made of one email: taken, refused for good (a 4xx other than 408/429: a bad address,
 * a blocked sender; sending it again would not help) or not taken now (unreachable, 5xx, 408, 429).
 */
export type EmailDelivery = { ok: true } | { ok: false; permanent: boolean; detail: string }

export async function sendThroughHttpApi(
  options: EmailApiOptions,
  message: { to: string; subject: string; text: string; html: string },
  send: typeof fetch = (input, init) => fetch(input, init),
  /** Resend's Idempotency-Key: a retry after a lost answer is not delivered twice. */
  idempotencyKey?: string,
): Promise<EmailDelivery> {
  try {
    const response = await send(options.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: options.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    })
    if (response.ok) return { ok: true }
    console.error(`Email API answered ${response.status} for "${message.subject}"`)
    const permanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status)
    return { ok: false, permanent, detail: `HTTP ${response.status}` }
  } catch (error) {
    console.error(`Email API unreachable: ${(error as Error).message}`)
    return { ok: false, permanent: false, detail: 'unreachable' }
  }
}
