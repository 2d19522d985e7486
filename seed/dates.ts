// Seed timestamps derive from fixed instants so every run (and every runtime) yields the same data.

export function isoAt(base: string, offsetMinutes = 0): string {
  const ms = Date.parse(base);
  if (Number.isNaN(ms)) throw new RangeError(`bad seed date ${base}`);
  return new Date(ms + offsetMinutes * 60_000).toISOString();
}
