import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it runs
 * the next one. V8's own factor on a machine with a few GB is up to 4: under a burst of concurrent
 * requests (what they hold across awaits is promoted) the old space then fills with garbage to about
 * four times the live heap before it is collected, and that is the process's peak. V8 reads the flag
 * whenever it sets the next limit, so setting it here, at start, is enough. `0` keeps V8's own factor.
 */
export function limitHeapGrowth(percent: number) {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
