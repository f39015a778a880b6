import { quickAddProject } from './quickAddProject.ts';

const INBOX_TO_MAKE = 0;

describe("the quick add's project", () => {
  it("follows the screen's project once the list has it, not the fallback it showed before", () => {
    expect(quickAddProject(null, 7, new Set([1, 2]), 1)).toBe(1);
    expect(quickAddProject(null, 7, new Set([1, 2, 7]), 1)).toBe(7);
  });

  it('keeps a pick made by hand on this screen, the Inbox still to make included', () => {
    expect(quickAddProject({ rowId: 2, on: 7 }, 7, new Set([1, 2, 7]), 1)).toBe(2);
    expect(quickAddProject({ rowId: INBOX_TO_MAKE, on: null }, null, new Set([INBOX_TO_MAKE, 1, 2]), 1)).toBe(INBOX_TO_MAKE);
  });

  it('forgets a pick made on another screen, and one that left the list', () => {
    expect(quickAddProject({ rowId: 2, on: null }, 7, new Set([1, 2, 7]), 1)).toBe(7);
    expect(quickAddProject({ rowId: 2, on: null }, null, new Set([1]), 1)).toBe(1);
  });
});
