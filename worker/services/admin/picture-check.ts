/**
 * Pictures named by address are checked before an import is applied, in the preview: a HEAD request
 * each (a GET when the server refuses HEAD), and the answer must be 2xx with an image type. The
 * command line and the back office check the same way, a few at a time, each within a few seconds.
 */
export type PictureProblem = 'sheet_image_unreachable' | 'sheet_image_not_picture'

const TIMEOUT_MS = 5000
const AT_ONCE = 6

async function checkOne(url: string, fetcher: typeof fetch): Promise<PictureProblem | null> {
  const ask = (method: 'HEAD' | 'GET') =>
    fetcher(url, { method, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) })
  try {
    let answer = await ask('HEAD')
    if (answer.status === 405 || answer.status === 501) {
      answer = await ask('GET')
      await answer.body?.cancel()
    }
    if (!answer.ok) return 'sheet_image_unreachable'
    const type = answer.headers.get('content-type') ?? ''
    return /^image\/(webp|jpeg|png|avif|gif)\b/i.test(type) ? null : 'sheet_image_not_picture'
  } catch {
    return 'sheet_image_unreachable'
  }
}

/** Each distinct address's problem, or none; `fetcher` is the runtime's fetch (tests pass a stand-in). */
export async function checkPictureUrls(
  urls: Iterable<string>,
  fetcher: typeof fetch = fetch,
): Promise<Map<string, PictureProblem>> {
  const queue = [...new Set(urls)]
  const problems = new Map<string, PictureProblem>()
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const problem = await checkOne(url, fetcher)
      if (problem) problems.set(url, problem)
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return problems
}
