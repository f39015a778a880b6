/** What a recognized span of a quick-add line sets (kept apart from the parser, which loads chrono-node, so the API's schemas can name them). */
export const QUICK_ADD_PART_KINDS = ['date', 'recurrence', 'priority', 'project', 'label', 'reminder', 'duration'] as const;
export type QuickAddPartKind = (typeof QUICK_ADD_PART_KINDS)[number];
