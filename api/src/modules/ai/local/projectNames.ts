import { editDistance } from './spelling.js';

/** The user's project a phrase names, as typed or within a typo. */

export const normalized = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The user's project a phrase names (case and punctuation aside), if any. */
export function knownProject(phrase: string, projects: string[]): string | undefined {
  const p = normalized(phrase);
  return projects.find((name) => normalized(name) === p);
}

/** As `knownProject`, and also "the work project", "wrk", "hmoe": one project within a typo of the phrase. */
export function fuzzyProject(phrase: string, projects: string[]): string | undefined {
  const p = normalized(phrase)
    .replace(/^(?:the|my|das|dem|den)\s+/, '')
    .replace(/^(?:project|projekt)\s+|\s+(?:project|projekt|list|liste)$/g, '');
  const exact = projects.find((name) => normalized(name) === p);
  if (exact || p.length < 3) return exact;
  const max = p.length < 7 ? 1 : 2;
  // a typo rarely hits the first letter: "hmoe" is Home, "Rome" is not
  const near = projects.filter((name) => normalized(name)[0] === p[0] && editDistance(p, normalized(name), max) <= max);
  return near.length === 1 ? near[0] : undefined;
}
