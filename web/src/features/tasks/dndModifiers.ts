import type { Modifier } from '@dnd-kit/core';

/** Rows only move up and down (the @dnd-kit/modifiers one-liner, without the extra package). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
