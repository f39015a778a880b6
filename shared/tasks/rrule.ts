import * as rruleModule from 'rrule';

// rrule's "main" is a UMD bundle: Node's ESM loader sees only its default export, a bundler its named ones.
type RRuleModule = typeof import('rrule');
const loaded = (rruleModule as unknown as { default?: RRuleModule }).default ?? rruleModule;

export const RRule = loaded.RRule;
export type RRuleOptions = import('rrule').Options;
