import { highlight, markedPieces, matchesAllTerms, searchTerms, snippet } from './highlight.js';

describe('searchTerms', () => {
  it('keeps the words of a query, folded, without repeats or query syntax', () => {
    expect(searchTerms('  Report REPORT "board" OR -x* ')).toEqual(['report', 'board', 'or', 'x']);
    expect(searchTerms('Ärger über')).toEqual(['ärger', 'über']);
    expect(searchTerms('  *"- ')).toEqual([]);
  });
});

describe('highlight', () => {
  it('marks the beginning of each word a term begins, and escapes everything else', () => {
    expect(highlight('Reports & <b>repo</b>', ['repo'])).toBe('<mark>Repo</mark>rts &amp; &lt;b&gt;<mark>repo</mark>&lt;/b&gt;');
    expect(highlight('a "quoted" it\'s', [])).toBe('a &quot;quoted&quot; it&#39;s');
  });

  it('does not mark a term inside a word', () => {
    expect(highlight('prepare', ['rep'])).toBe('prepare');
  });
});

describe('snippet', () => {
  it('cuts a long text around the first match, on a word boundary, and keeps it on one line', () => {
    const text = `${'word '.repeat(30)}the budget\nline ${'tail '.repeat(60)}`;
    const s = snippet(text, ['budget'])!;
    expect(s.startsWith('…word')).toBe(true);
    expect(s).toContain('the <mark>budget</mark> line');
    expect(s.endsWith('…')).toBe(true);
    expect(snippet('no match here', ['budget'])).toBeNull();
    expect(snippet(null, ['budget'])).toBeNull();
  });
});

describe('matchesAllTerms', () => {
  it('needs every term to begin a word of one of the texts', () => {
    expect(matchesAllTerms(['Garden', 'plants and greenhouse'], ['gar', 'green'])).toBe(true);
    expect(matchesAllTerms(['Garden'], ['gar', 'green'])).toBe(false);
    expect(matchesAllTerms(['Garden'], [])).toBe(false);
  });
});

describe('markedPieces', () => {
  it('reads a highlighted snippet back as text pieces, markup in the text staying text', () => {
    expect(markedPieces(highlight('Fix <mark>x</mark> & report', ['report']))).toEqual([
      { text: 'Fix <mark>x</mark> & ', mark: false },
      { text: 'report', mark: true },
    ]);
  });
});
