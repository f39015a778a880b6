import { startOfWeek } from 'date-fns';
import { localDay } from '../pomodoro/today.ts';

/** The Dashboard's query variables at `now`: today, and the week from Monday, in the user's own time zone. */
export function dashboardVariables(now: Date) {
  return { ...localDay(now), weekStart: startOfWeek(now, { weekStartsOn: 1 }).toISOString() };
}
