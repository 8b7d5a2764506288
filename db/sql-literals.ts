/**
 * Values the code owns (statuses and the like, never a caller's input) as an SQL list of string literals:
 * `'a', 'b'`. A partial index's condition and the statements meant to use that index must spell it the
 * same, with literals, as SQLite matches a statement to a partial index by its text, not by bound values.
 */
export const quotedList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')
