/** The schedule data of spec section 3 (and the optional `warnings`): what is stored in DailySchedule.scheduleData. */

export type GroupedTask = { taskId: number; taskName: string; duration?: number };

export type ScheduleSession = {
  sessionId: number;
  taskId: number | null;
  taskName: string;
  /** "HH:mm" */
  startTime: string;
  endTime: string;
  isBreak: boolean;
  notes?: string;
  groupedTasks?: GroupedTask[];
};

export type ScheduleData = {
  date: string;
  summary: string;
  isEmpty: boolean;
  recommendedFocus: string[];
  sessions: ScheduleSession[];
  /** deadlines the plan cannot meet, in plain words; present only when there is one (an addition to the spec's shape) */
  warnings?: string[];
};

export type Preferences = {
  workHours: { start: string; end: string };
  /** minutes between two work sessions */
  breakDuration: number;
  /** the length of one work session, minutes */
  focusTime: number;
  /** task ids, task names or project names to plan first, in this order */
  priorities: Array<string | number>;
};
