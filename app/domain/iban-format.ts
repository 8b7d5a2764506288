/** Groups of four, as banks print it: UA21 3223 1300 … */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')
}
