import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { DEFAULT_SETTINGS, type PomodoroSettings } from '../../../../shared/pomodoro/machine.js';
import { assertSignedIn } from './policy.js';
import { findPomodoroSettings, savePomodoroSettings } from './repository.js';
import { PomodoroSettingsInput } from '../../../../shared/pomodoro/validation.js';

/** The user's work and break minutes (25 and 5 until changed); reading never writes. */
export async function pomodoroSettingsOf(deps: Pick<Deps, 'db'>, userId: number): Promise<PomodoroSettings> {
  return (await findPomodoroSettings(deps.db, userId)) ?? { ...DEFAULT_SETTINGS };
}

export async function getPomodoroSettings(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  return pomodoroSettingsOf(deps, viewer.id);
}

/** Saves both durations. A stopped timer shows the new length, so its watchers are told. */
export async function updatePomodoroSettings(deps: Deps, viewer: Viewer, input: unknown): Promise<PomodoroSettings> {
  assertSignedIn(viewer);
  const data = parseInput(PomodoroSettingsInput, input);
  const row = await savePomodoroSettings(deps.db, viewer.id, data);
  deps.pubsub.publish('timer:changed', viewer.id, { userId: viewer.id });
  return row;
}
