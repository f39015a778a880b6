import { normalizeSearch } from './search.js';

/**
 * Search terms and highlighted snippets, shared by the server (which writes them) and the web (which
 * renders them). A snippet is HTML-escaped text in which each match is wrapped in `<mark>`…`</mark>`;
 * nothing else in it is markup.
 */

/** Most terms a query keeps: more narrow nothing a person types and only slow the index. */
export const MAX_SEARCH_TERMS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** A word as the indexes compare it: case folded, accents kept (as both databases' tokenizers do). */
export const foldWord = normalizeSearch;

/** The words of a query, folded, without repeats: each one must begin a word of a hit. */
export function searchTerms(query: string): string[] {
  const words = (normalizeSearch(query).match(WORD) ?? []).map(foldWord).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

type Range = { start: number; end: number };

/** Where in `text` a word begins with one of the terms (the matched prefix, or the whole word when folding changed its length). */
export function matchRanges(text: string, terms: string[]): Range[] {
  if (terms.length === 0) return [];
  const ranges: Range[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const folded = foldWord(word);
    const term = terms.filter((t) => folded.startsWith(t)).sort((a, b) => b.length - a.length)[0];
    if (!term) continue;
    const length = folded.length === word.length ? term.length : word.length;
    ranges.push({ start: m.index, end: m.index + length });
  }
  return ranges;
}

/** Whether every term begins some word of the texts (a project or a label matches so). */
export function matchesAllTerms(texts: Array<string | null | undefined>, terms: string[]): boolean {
  if (terms.length === 0) return false;
  const words = new Set(texts.flatMap((t) => (t ?? '').match(WORD) ?? []).map(foldWord));
  return terms.every((term) => [...words].some((w) => w.startsWith(term)));
}

function marked(text: string, ranges: Range[]): string {
  let out = '';
  let at = 0;
  for (const r of ranges) {
    out += escapeHtml(text.slice(at, r.start)) + '<mark>' + escapeHtml(text.slice(r.start, r.end)) + '</mark>';
    at = r.end;
  }
  return out + escapeHtml(text.slice(at));
}

/** The whole text, escaped, its matches marked. */
export function highlight(text: string, terms: string[]): string {
  return marked(text, matchRanges(text, terms));
}

/** Characters of context a snippet keeps before its first match, and its whole length at most. */
const BEFORE = 40;
const LENGTH = 160;

/**
 * An excerpt of a longer text around its first match, escaped and marked, with "…" where it was cut;
 * null when no term matches in it.
 */
export function snippet(text: string | null | undefined, terms: string[]): string | null {
  if (!text) return null;
  const ranges = matchRanges(text, terms);
  if (ranges.length === 0) return null;
  let start = Math.max(0, ranges[0].start - BEFORE);
  if (start > 0 && /\S/.test(text[start - 1])) {
    // begin at the next whole word (unless the match is that close)
    const space = text.slice(start, ranges[0].start).search(/\s/);
    if (space >= 0) start += space + 1;
  }
  const end = Math.min(text.length, start + LENGTH);
  const inside = ranges.filter((r) => r.start >= start && r.end <= end).map((r) => ({ start: r.start - start, end: r.end - start }));
  // line breaks become spaces: a snippet is one line (the tags hold no whitespace)
  const body = marked(text.slice(start, end), inside).replace(/\s+/g, ' ');
  return (start > 0 ? '…' : '') + body + (end < text.length ? '…' : '');
}

/** A marked snippet as plain-text pieces, for rendering without HTML: `mark` says which are matches. */
export function markedPieces(html: string): Array<{ text: string; mark: boolean }> {
  return html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) => {
      const mark = piece.startsWith('<mark>') && piece.endsWith('</mark>');
      return { text: unescapeHtml(mark ? piece.slice(6, -7) : piece), mark };
    });
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');
}
