/** The intents the local engine tells apart; each corpus file gives phrasings for them. */
export const INTENTS = [
  'task.create',
  'task.complete',
  'task.reopen',
  'task.delete',
  'task.rename',
  'task.move',
  'task.priority',
  'task.duration',
  'task.deadline',
  'task.description',
  'task.label',
  'task.unlabel',
  'project.create',
  'timer.start',
  'timer.pause',
  'timer.resume',
  'timer.stop',
  'timer.reset',
  'timer.complete',
  'plan.make',
  'plan.show',
  'ask.next',
  'ask.count',
  'ask.list',
  'ask.overdue',
  'ask.time_spent',
  'ask.time_left',
  'ask.finished',
  'ask.neglected',
  'ask.summary',
  'undo',
  'confirm.yes',
  'confirm.no',
  'plan.replace',
  'plan.merge',
  'help',
  'greeting',
  'thanks',
  'None',
] as const;
export type IntentName = (typeof INTENTS)[number];
export type Corpus = Record<IntentName, string[]>;

/** Words of the example task and project names: never a spelling to correct a word to. */
export const EXAMPLE_WORDS = new Set(
  (
    'appointment bank book bread call clean dentist desk dishes figures final finance garage garden home invoice kitchen marketing milk passport plants ' +
    'plumber present quarterly receipts renovation rent report slides template tidy travel wash water wedding write ' +
    'anrufen auto bericht fenster folien garten geschenk hafermilch jahresbericht kaufen miete milch mitbringen putzen quartalsbericht quittungen ' +
    'rechnung reisen schreiben umzug waschen zahnarzt zahlen'
  ).split(' '),
);
