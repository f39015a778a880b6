import { InFlight } from './inFlight.js';

describe('InFlight', () => {
  it('gives each entry a new id and takes it back once', () => {
    const flight = new InFlight<string>();
    const a = flight.add('a');
    const b = flight.add('b');
    expect(a).not.toBe(b);
    expect(flight.size).toBe(2);
    expect(flight.take(a)).toBe('a');
    expect(flight.take(a)).toBeUndefined(); // a reply that comes twice finds nothing the second time
    expect(flight.size).toBe(1);
    expect(flight.values()).toEqual(['b']);
    // an id is never given again, even once its entry is gone
    expect(flight.add('c')).not.toBe(a);
  });

  it('takes every entry at once (a thread that died hands back what it held)', () => {
    const flight = new InFlight<number>();
    for (let i = 0; i < 5; i++) flight.add(i);
    expect(flight.takeAll().sort()).toEqual([0, 1, 2, 3, 4]);
    expect(flight.size).toBe(0);
    expect(flight.values()).toEqual([]);
  });

  it('keeps its count through many thousands of adds and takes, in any order', () => {
    const flight = new InFlight<number>();
    const ids: number[] = [];
    let missing = 0;
    for (let i = 0; i < 20_000; i++) {
      ids.push(flight.add(i));
      if (ids.length > 32 && flight.take(ids.splice(i % 7, 1)[0]) === undefined) missing++;
    }
    expect(missing).toBe(0);
    expect(flight.size).toBe(ids.length);
    expect(flight.values()).toHaveLength(ids.length);
  });
});
