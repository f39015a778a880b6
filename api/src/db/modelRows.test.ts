// DateTime columns decoded straight to text ('text' mode) read exactly as the Date Prisma's way gives,
// once formatted, on a real database: every length of fraction the server may print.
import { describeEachProvider } from '../../test/testServer.js';
import { decodeRow, postgresDateText } from './modelRows.js';

const STORED = [
  '2026-01-02 03:04:05',
  '2026-01-02 03:04:05.1',
  '2026-01-02 03:04:05.12',
  '2026-01-02 03:04:05.123',
  '1999-12-31 23:59:59.999',
  '2026-06-30 00:00:00.5',
];
const COLUMNS = [{ name: 'at', type: 'DateTime' as const }];

describeEachProvider('DateTime columns read as text', (server, provider) => {
  test.each(STORED)('%s reads as its toISOString() text', async (stored) => {
    const { sql } = server().app.deps;
    const text = provider === 'postgres' ? 'SELECT $1::timestamp(3)' : 'SELECT ?';
    const value = provider === 'postgres' ? stored : `${stored.replace(' ', 'T')}+00:00`;
    const [asDate] = await sql.all(text, [value], 'date');
    const [asText] = await sql.all(text, [value], 'text');
    const expected = decodeRow<{ at: Date }>(provider, COLUMNS, asDate).at.toISOString();
    expect(expected).toBe(new Date(`${stored.replace(' ', 'T')}Z`).toISOString());
    expect(decodeRow<{ at: string }>(provider, COLUMNS, asText, 0, 'text').at).toBe(expected);
  });
});

test('text PostgreSQL prints in another shape still reads as the instant it names', () => {
  expect(postgresDateText('2026-01-02 03:04:05.123456')).toBe('2026-01-02T03:04:05.123Z');
  expect(postgresDateText(new Date('2026-01-02T03:04:05.120Z'))).toBe('2026-01-02T03:04:05.120Z');
});
