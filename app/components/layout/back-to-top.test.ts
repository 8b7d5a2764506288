import { describe, expect, it } from 'vitest'
import { backToTopOffered } from './back-to-top'

describe('backToTopOffered', () => {
  it('is not offered on the checkout and the form pages', () => {
    for (const path of ['/order', '/contacts', '/core/partner', '/login', '/registration/business', '/quick-order'])
      expect(backToTopOffered(path), path).toBe(false)
  })
  it('is offered on browsing pages, including ones whose path starts like a form page', () => {
    for (const path of ['/', '/catalogue/face', '/product/x', '/order-success', '/contacts-old', '/blog'])
      expect(backToTopOffered(path), path).toBe(true)
  })
})
