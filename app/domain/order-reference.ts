/**
 * The cookie that names the order this browser placed last: the success page is rendered from the
 * server's state of that order (the browser writes it, the server function reads it).
 */
export const ORDER_COOKIE = 'order-ref'

/** An order reference as the API accepts it (orders.reference); anything else names no order. */
export const ORDER_REFERENCE = /^[A-Za-z0-9_-]{16,64}$/
