import { expect } from '@playwright/test'

type Answer = { headers(): Record<string, string> } | null

/**
 * Opens a page until the edge cache answers it, a few times at most. Another browser-test worker may
 * place an order or move stock at any moment, which rightly purges every cached page with stock on it;
 * one such purge between two visits must not read as "the cache does not work", but a page the cache
 * never answers still fails here.
 */
export async function openedFromCache<T extends Answer>(open: () => Promise<T>, tries = 4): Promise<T> {
  let answer = await open()
  for (let i = 0; i < tries && answer?.headers()['x-page-cache'] !== 'hit'; i++) answer = await open()
  expect(answer?.headers()['x-page-cache'], 'the edge cache answered the page').toBe('hit')
  return answer
}
