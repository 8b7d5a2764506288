/** The EU's switches, 01:00 UTC on the last Sunday of March and of October, of a year. */
function switches(year: number): number[] {
  return [2, 9].map((month) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0))
    return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
  })
}

/** Instants where a hand-made Kyiv clock would slip: around each DST switch and each Kyiv midnight. */
export function kyivTrickyInstants(): number[] {
  const instants: number[] = []
  const near = [-3_600_000, -60_000, -1, 0, 1, 60_000, 3_600_000]
  for (let year = 1997; year <= 2045; year++)
    for (const at of switches(year)) for (const d of near) instants.push(at + d)
  for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000)
    for (const hour of [20, 21, 22, 23]) for (const d of [-1, 0]) instants.push(day + hour * 3_600_000 + d)
  return instants
}
