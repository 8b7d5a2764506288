/**
 * The amount staff type to refund, read as the refund form sends it: empty means all that is left;
 * otherwise whole hryvnias from 1 to what is left. A fraction, a sign or any other character is
 * refused, never stripped ("10.5" once became 105). Answers the amount, or the message code that says why not.
 */
export function refundAmountOf(text: string, leftUah: number): { amount: number | undefined } | { code: string } {
  const typed = text.trim()
  if (typed === '') return { amount: undefined }
  const amount = /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN
  if (!(amount >= 1 && amount <= leftUah)) return { code: `refund_whole?left=${leftUah}` }
  return { amount }
}
