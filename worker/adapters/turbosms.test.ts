import { describe, expect, it } from 'vitest'
import { createTurboSmsClient } from './turbosms'

const CONFIG = { apiUrl: 'https://turbosms.test', token: 't', viberSender: 'BeautyPro', smsSender: 'BeautyPro' }

describe('createTurboSmsClient', () => {
  it('sends one hybrid message whose Viber and SMS parts carry their own texts', async () => {
    const bodies: unknown[] = []
    const client = createTurboSmsClient(CONFIG, async (request) => {
      bodies.push(await request.json())
      return Response.json({
        response_code: 800,
        response_status: 'SUCCESS_MESSAGE_ACCEPTED',
        response_result: [{ phone: '380501112233', response_code: 0, message_id: 'm-1', response_status: 'OK' }],
      })
    })
    const sent = await client.send('380501112233', { viber: 'Viber words\nhttps://x.test', sms: 'SMS words' })
    expect(sent).toEqual({ messageId: 'm-1' })
    expect(bodies).toEqual([
      {
        recipients: ['380501112233'],
        viber: { sender: 'BeautyPro', text: 'Viber words\nhttps://x.test', ttl: 3600, is_transactional: 1 },
        sms: { sender: 'BeautyPro', text: 'SMS words' },
      },
    ])
  })
})
