import { conflict } from '../../lib/errors.js';

/**
 * How many projects one user can have. Every screen that lists projects (the board's groups, the
 * pickers, the Projects screen) asks for all of them in one page of this size, so a project past it
 * would be missing from all of them; Todoist and TickTick cap projects (at 300 and 299) for the same reason.
 */
export const MAX_PROJECTS = 1000;
export const TOO_MANY_PROJECTS = `You can have at most ${MAX_PROJECTS.toLocaleString('en-US')} projects. Delete one you no longer need to make room.`;

/** 409 when adding `adding` projects to the `have` a user has would take them past MAX_PROJECTS. */
export function assertRoomForProjects(have: number, adding = 1) {
  if (adding > 0 && have + adding > MAX_PROJECTS) throw conflict(TOO_MANY_PROJECTS);
}
