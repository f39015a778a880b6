import { BAND_TITLES, priorityBand } from './priority.js';

describe('priority bands', () => {
  it.each([
    [10, 'high', 'High Priority'],
    [8, 'high', 'High Priority'],
    [7, 'medium', 'Medium Priority'],
    [4, 'medium', 'Medium Priority'],
    [3, 'low', 'Low Priority'],
    [1, 'low', 'Low Priority'],
  ])('priority %i is %s (%s)', (priority, band, title) => {
    expect(priorityBand(priority)).toBe(band);
    expect(BAND_TITLES[priorityBand(priority)]).toBe(title);
  });
});
