/** RFC 5545 text: escaping, line folding, UTC stamps and the fixed UID domain, for every calendar the app serves. */

export function escapeText(s: string) {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line: at most 75 octets per line, continuation lines start with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length ? 74 : 75;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A calendar's lines as its text: folded, CRLF line ends. */
export const icsOf = (lines: string[]) => lines.map(fold).join('\r\n') + '\r\n';

/** 20261126T120000Z */
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A local date and "HH:MM" as a DATE-TIME value without zone: 20261126T090000 */
export const localDateTime = (date: string, hhmm: string) => `${date.replace(/-/g, '')}T${hhmm.replace(':', '')}00`;

/**
 * The domain part of every event's UID. Fixed, not the server's host name: a calendar that imports the
 * same events again, fetched through another name or address, must see the same events, not new copies.
 */
export const UID_DOMAIN = 'streamline';
