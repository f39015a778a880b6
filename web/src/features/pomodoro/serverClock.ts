/**
 * The server's clock as seen from this tab. Each timer answer carries `serverTime`; the first time
 * a given `serverTime` is seen (which is when it arrives: the banner is always mounted) the offset
 * between the two clocks is noted, so a client whose clock is off still counts down to the server's
 * `endsAt`. Keyed by the answer, so a component that renders a cached answer later reuses the
 * offset measured when it arrived instead of measuring a stale one.
 */
const MAX_REMEMBERED = 32;
const offsets = new Map<string, number>();

/** Server clock minus local clock, in ms, for the answer read at `serverTime`. */
export function clockOffset(serverTime: string): number {
  const known = offsets.get(serverTime);
  if (known !== undefined) return known;
  const parsed = Date.parse(serverTime);
  const offset = Number.isNaN(parsed) ? 0 : parsed - Date.now();
  offsets.set(serverTime, offset);
  if (offsets.size > MAX_REMEMBERED) offsets.delete(offsets.keys().next().value!);
  return offset;
}

/** A server instant (ISO text) on the local clock. */
export function toLocalTime(serverInstant: string, serverTime: string): number {
  return Date.parse(serverInstant) - clockOffset(serverTime);
}
