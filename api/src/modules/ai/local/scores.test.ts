import { understand } from './understand.js';
import { localDate } from '../clock.js';

/**
 * Messages the table reads right whose classifier score once sat just above the cut-off (0.5): the model
 * must read them clearly, not by a hair, so that a message worded a little differently is read alike.
 */
const CLEAR = 0.6;
/** The words of the table's seed tasks and projects: never corrected as typos. */
const names = new Set([
  'write',
  'quarterly',
  'report',
  'tidy',
  'desk',
  'ship',
  'release',
  'buy',
  'milk',
  'call',
  'the',
  'bank',
  'water',
  'plants',
  'work',
  'home',
]);
const read = (m: string) => understand(m, { today: localDate(new Date()), projects: ['Work', 'Home'], names });

describe('the intent model reads common requests clearly', () => {
  beforeAll(() => read('add a task to warm up'), 60_000);

  it.each([
    ['new todo: email the accountant, 15 minutes, due tomorrow', 'task.create'],
    ['new todo: buy milk', 'task.create'],
    ['todo: call the bank', 'task.create'],
    ['new task: water the plants tomorrow', 'task.create'],
    ['neue Aufgabe: Keller aufräumen', 'task.create'],
    ['erstelle mir eine Aufgabe Altglas wegbringen', 'task.create'],
    ['move buy milk to next tuesday', 'task.deadline'],
    ["what's due on friday", 'ask.list'],
    ['how many tasks are due this week', 'ask.count'],
    ['wie viele Aufgaben sind diese Woche fällig', 'ask.count'],
    ['übermorgen Reifen wechseln, niedrige Prio', 'task.create'],
  ])('%s', async (message, intent) => {
    const c = await read(message);
    expect({ intent: c.intent, clear: c.score >= CLEAR, score: c.score }).toMatchObject({ intent, clear: true });
  });
});
