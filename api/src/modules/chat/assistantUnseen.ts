/**
 * Messages the engine was not written for: a set kept apart from the table (assistantCases.ts), written
 * before looking at how they are read, as new users type them (English and German, typos, informal
 * phrasing, several tasks at once, relative dates, words for priorities, fuzzy project names). Each row
 * is judged by its effect only, read back through REST (assistant.unseen.test.ts), and by what the reply
 * must (or must not) say. The seed is the table's (api/test/chatSeed.ts).
 */
import { localMinutes } from '../ai/clock.js';
import type { Effect, Want } from '../../../test/assistantEffects.js';
import { coming, high, inDays, isTomorrow, low, today } from './assistantWants.js';

type Field = 'name' | 'projectName' | 'priority' | 'duration' | 'dueDate' | 'dueTime' | 'description' | 'completed';

/** The shared checker's effects, on the task fields this set compares (names ignore case). */
export type UnseenEffect = Effect<Partial<Record<Field, Want>>>;

export type UnseenCase = {
  before?: string[];
  m: string;
  effect: UnseenEffect;
  reply?: RegExp;
  notReply?: RegExp;
  /** a German request: the reply, outside quoted names, carries no English */
  de?: true;
};

const later = (v: unknown) => typeof v === 'string' && v > today();
const medium = (v: unknown) => typeof v === 'number' && v >= 4 && v <= 7;
/** A time of day about two hours from now. */
const inTwoHours = (v: unknown) => {
  if (typeof v !== 'string' || !/^\d\d:\d\d$/.test(v)) return false;
  const [h, m] = v.split(':').map(Number);
  const diff = (h * 60 + m - localMinutes(new Date()) + 1440) % 1440;
  return Math.abs(diff - 120) <= 5;
};
const none = { none: true } as const;
const English = /^(?:Work on|You|Delete|Deleted|Here|Done|The|I |OK|There)/;

export const UNSEEN: UnseenCase[] = [
  // creating, with dates, times, priorities and projects in words
  { m: 'remind me to call mom next friday at 3pm', effect: { created: [{ name: 'Call mom', dueDate: coming(5), dueTime: '15:00' }] } },
  { m: 'add pick up dry cleaning tomorrow morning', effect: { created: [{ name: 'Pick up dry cleaning', dueDate: isTomorrow }] } },
  {
    m: 'new task: prepare the team offsite agenda for wrk, urgent',
    effect: { created: [{ name: 'Prepare the team offsite agenda', projectName: 'Work', priority: high }] },
  },
  {
    m: "pls add 'renew car insurance' to home, due in 3 days",
    effect: { created: [{ name: 'Renew car insurance', projectName: 'Home', dueDate: inDays(3) }] },
  },
  {
    m: 'Add three tasks: book flights, reserve hotel, pack suitcase',
    effect: { created: [{ name: 'Book flights' }, { name: 'Reserve hotel' }, { name: 'Pack suitcase' }] },
  },
  {
    m: 'i need to email the landlord about the heating, medium priority',
    effect: { created: [{ name: 'Email the landlord about the heating', priority: medium }] },
  },
  { m: 'add task fix leaking tap in home, takes about 40 mins', effect: { created: [{ name: 'Fix leaking tap', projectName: 'Home', duration: 40 }] } },
  { m: 'create a todo to review PR #42 in Work', effect: { created: [{ name: 'Review PR #42', projectName: 'Work' }] } },
  { m: "add 'update CV' with priority 2", effect: { created: [{ name: 'Update CV', priority: 2 }] } },
  { m: 'add dentist appointment for next monday', effect: { created: [{ name: /^dentist appointment$/i, dueDate: coming(1) }] } },
  { m: 'ad a tsak to water the garden tmrw', effect: { created: [{ name: 'Water the garden', dueDate: isTomorrow }] } },
  {
    m: 'add buy eggs, buy flour and buy sugar to home',
    effect: {
      created: [
        { name: 'Buy eggs', projectName: 'Home' },
        { name: 'Buy flour', projectName: 'Home' },
        { name: 'Buy sugar', projectName: 'Home' },
      ],
    },
  },
  { m: 'create task call plumber, high prio, 1.5 hours', effect: { created: [{ name: 'Call plumber', priority: high, duration: 90 }] } },
  {
    m: "add 'Finish slides' to the work project for thursday 2pm",
    effect: { created: [{ name: 'Finish slides', projectName: 'Work', dueDate: coming(4, 7), dueTime: '14:00' }] },
  },
  {
    m: "hey, can you add 'call Sarah' and 'text Tom' for tomorrow",
    effect: {
      created: [
        { name: 'Call Sarah', dueDate: isTomorrow },
        { name: 'Text Tom', dueDate: isTomorrow },
      ],
    },
  },
  { m: 'add a task to plan the holiday party, top priority', effect: { created: [{ name: 'Plan the holiday party', priority: high }] } },
  { m: 'put "order printer ink" on my list for work, not urgent', effect: { created: [{ name: 'Order printer ink', projectName: 'Work', priority: low }] } },
  {
    m: 'Erinnere mich daran, morgen um 10 Uhr den Arzt anzurufen',
    effect: { created: [{ name: /^(?:den )?Arzt an(?:zu)?rufen$/i, dueDate: isTomorrow, dueTime: '10:00' }] },
  },
  {
    m: 'neue Aufgabe: Geburtstagskarte schreiben für Home, niedrige Prio',
    effect: { created: [{ name: 'Geburtstagskarte schreiben', projectName: 'Home', priority: low }] },
  },
  { m: "füg bitte 'Müll rausbringen' hinzu, in 2 Stunden", effect: { created: [{ name: 'Müll rausbringen', dueTime: inTwoHours }] } },
  {
    m: 'Aufgabe anlegen: Präsentation vorbereiten, 90 Minuten, Projekt Work, dringend',
    effect: { created: [{ name: 'Präsentation vorbereiten', projectName: 'Work', duration: 90, priority: high }] },
  },
  { m: 'trag Zahnarzttermin für nächsten Dienstag ein', effect: { created: [{ name: 'Zahnarzttermin', dueDate: coming(2) }] } },
  {
    m: 'leg drei Aufgaben an: Brot kaufen, Keller aufräumen und Oma anrufen',
    effect: { created: [{ name: 'Brot kaufen' }, { name: 'Keller aufräumen' }, { name: 'Oma anrufen' }] },
  },
  { m: 'neue aufgabe steuererklärung abgeben bis übermorgen', effect: { created: [{ name: 'Steuererklärung abgeben', dueDate: inDays(2) }] } },

  // completing one, several, all
  { m: 'done: buy milk', effect: { completed: ['Buy milk'] } },
  { m: 'finished calling the bank', effect: { completed: ['Call the bank'] } },
  { m: 'just finished watering the plants', effect: { completed: ['Water the plants'] } },
  { m: 'mark the desk thing as complete', effect: { completed: ['Tidy desk'] } },
  { m: 'check off milk and plants', effect: { completed: ['Buy milk', 'Water the plants'] } },
  { m: 'complete everything in hmoe', effect: { completed: ['Buy milk', 'Call the bank', 'Water the plants'] } },
  { m: 'cmplete ship relase', effect: { completed: ['Ship release'] } },
  { m: 'Erledigt: Buy milk', effect: { completed: ['Buy milk'] } },
  { m: 'hake call the bank ab', effect: { completed: ['Call the bank'] } },
  { m: 'alles in Work ist erledigt', effect: { completed: ['Write quarterly report', 'Tidy desk', 'Ship release'] } },

  // reopening
  { m: "oops, send invoice isn't done actually, reopen it", effect: { reopened: ['Send invoice'] } },
  { m: 'mark send invoice as not done', effect: { reopened: ['Send invoice'] } },
  { m: 'set send invoice back to open', effect: { reopened: ['Send invoice'] } },
  { m: 'mach send invoice wieder auf', effect: { reopened: ['Send invoice'] } },

  // deleting, always after a question
  { m: 'get rid of tidy desk', effect: none, reply: /Delete "Tidy desk"\?/ },
  { before: ['get rid of tidy desk'], m: 'yep', effect: { deleted: ['Tidy desk'] } },
  { before: ['delete buy milk'], m: 'sure, go ahead', effect: { deleted: ['Buy milk'] } },
  { before: ['delete buy milk'], m: 'nope, keep it', effect: none },
  { m: 'trash the bank task', effect: none, reply: /Delete "Call the bank"\?/ },
  { m: 'lösch bitte water the plants', effect: none, reply: /"Water the plants" löschen\?/ },
  { before: ['lösch bitte water the plants'], m: 'ja, mach', effect: { deleted: ['Water the plants'] } },
  {
    before: ['delete tidy desk', 'yes'],
    m: 'oops bring it back',
    effect: { created: [{ name: 'Tidy desk', projectName: 'Work', priority: 2, duration: 10 }] },
  },
  { m: 'delete everything', effect: none, reply: /Delete these 6 tasks/ },

  // changing fields
  { m: 'push ship release to next week', effect: { changed: 'Ship release', to: { dueDate: later } } },
  { m: 'rename buy milk as buy almond milk', effect: { changed: 'Buy milk', to: { name: 'buy almond milk' } } },
  { m: 'move the plants task to work', effect: { changed: 'Water the plants', to: { projectName: 'Work' } } },
  { m: 'make the quarterly report urgent', effect: { changed: 'Write quarterly report', to: { priority: high } } },
  { m: 'tidy desk should only take 5 min', effect: { changed: 'Tidy desk', to: { duration: 5 } } },
  { m: 'setz Ship release auf niedrige Priorität', effect: { changed: 'Ship release', to: { priority: low } } },
  { m: 'verschieb die Frist von buy milk auf nächsten Freitag', effect: { changed: 'Buy milk', to: { dueDate: coming(5) } } },
  { m: 'the bank call is due tomorrow', effect: { changed: 'Call the bank', to: { dueDate: isTomorrow } } },
  { m: 'quarterly report priority 10', effect: { changed: 'Write quarterly report', to: { priority: 10 } } },
  { m: 'change project of tidy desk to home', effect: { changed: 'Tidy desk', to: { projectName: 'Home' } } },
  { m: 'Dauer von water the plants: 25 min', effect: { changed: 'Water the plants', to: { duration: 25 } } },
  { m: 'add a description to tidy desk: throw away old papers', effect: { changed: 'Tidy desk', to: { description: 'throw away old papers' } } },

  // the timer
  { m: 'start working on buy milk', effect: { timer: 'running', on: 'Buy milk' } },
  { m: 'begin a focus session for the quarterly report', effect: { timer: 'running', on: 'Write quarterly report' } },
  { m: 'Timer starten für Buy milk', effect: { timer: 'running', on: 'Buy milk' } },
  { before: ['start the timer on tidy desk'], m: 'take a break', effect: { timer: 'paused' } },
  { before: ['start the timer on tidy desk', 'pause'], m: 'unpause', effect: { timer: 'running' } },
  { before: ['start the timer on tidy desk'], m: 'stop tracking', effect: { timer: 'idle' } },
  { before: ['starte den Timer für tidy desk'], m: 'Pause bitte', effect: { timer: 'paused' } },
  { before: ['start the timer on tidy desk'], m: "I'm done with this one", effect: { completed: ['Tidy desk'] } },

  // questions change nothing
  { m: 'how long have i worked on the quarterly report?', effect: none, reply: /30 min/ },
  { m: 'time spent on work project?', effect: none, reply: /30 min/ },
  { m: 'Wie viel Zeit hab ich in Work investiert?', effect: none, reply: /30 min/, notReply: English },
  { m: "what's overdue", effect: none, reply: /Call the bank/ },
  { m: 'anything due today?', effect: none, reply: /Ship release/ },
  { m: 'how many things do i still have to do in work', effect: none, reply: /\b3 open tasks in Work/ },
  { m: 'whats left in home?', effect: none, reply: /Buy milk[\s\S]*Water the plants|Water the plants[\s\S]*Buy milk/ },
  { m: 'Welche Aufgaben hab ich in Home?', effect: none, reply: /Buy milk/, notReply: English },
  { m: 'what did i get done today', effect: none, reply: /Send invoice/ },
  { m: 'Wie viele offene Aufgaben hab ich noch?', effect: none, reply: /6 offene Aufgaben/ },
  { m: 'what should i tackle first?', effect: none, reply: /Ship release/ },
  { m: 'Was soll ich als Nächstes machen?', effect: none, reply: /Ship release/, notReply: English },
  { m: 'thanks!', effect: none },

  // plans
  { m: 'plan the rest of today pls', effect: { plan: 'made' } },
  { m: 'Plane den Rest des Tages', effect: { plan: 'made' }, notReply: English },
];
