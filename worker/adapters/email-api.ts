/** An HTTP email API in Resend's shape (POST {from, to, subject, text, html} with a bearer key). */
export interface EmailApiOptions {
  url: string
  apiKey: string
  from: string
}

export async function sendThroughHttpApi(
  options: EmailApiOptions,
  message: { to: string; subject: string; text: string; html: string },
  send: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  try {
    const response = await send(options.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: options.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    })
    if (!response.ok) console.error(`Email API answered ${response.status} for "${message.subject}"`)
    return response.ok
  } catch (error) {
    console.error(`Email API unreachable: ${(error as Error).message}`)
    return false
  }
}
