import type { Case } from './assistantCases.js';
import { localDate } from '../ai/clock.js';
import { coming, high, inDays, isToday, isTomorrow, low, nextDayOfMonth, nextMonthDay, today } from './assistantWants.js';

/**
 * Everyday messages of a new user, adding tasks: one or several, with their project, priority, length, deadline, time, repeat and reminder, English and German, typos included. Each row gives what the message must be read as and what must
 * have changed through REST after it (assistant.everyday.test.ts, on both databases); dates are relative to
 * today, so the rows hold on any weekday and at any time of day. The seed is the table's (api/test/chatSeed.ts).
 */

const later = (v: unknown) => typeof v === 'string' && v > today();

/** The day two hours from now (tomorrow late in the evening). */
const inTwoHours = (v: unknown) => v === localDate(new Date(Date.now() + 2 * 3_600_000));

export const EVERYDAY_ADDS: Case[] = [
  {
    m: 'add task pick up the parcel tomorrow at 5pm',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Pick up the parcel', dueDate: isTomorrow, dueTime: '17:00' }] },
    effect: { created: [{ name: 'Pick up the parcel', dueDate: isTomorrow, dueTime: '17:00' }] },
  },
  {
    m: 'new task prepare slides in Work, 2h, priority 8',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Prepare slides', durationMinutes: 120, priority: 8, projectName: 'Work' }] },
    effect: { created: [{ name: 'Prepare slides', projectName: 'Work', duration: 120, priority: 8 }] },
  },
  {
    m: 'add "Renew gym membership" due next friday, low prio',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Renew gym membership', dueDate: coming(5), priority: 3 }] },
    effect: { created: [{ name: 'Renew gym membership', dueDate: coming(5), priority: low }] },
  },
  {
    m: 'addd task defrost freezer 30m',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Defrost freezer', durationMinutes: 30 }] },
    effect: { created: [{ name: 'Defrost freezer', duration: 30 }] },
  },
  {
    m: 'add tasks: email landlord, buy lightbulbs and book flights to Home',
    intent: 'task.create',
    entities: {
      tasks: [
        { name: 'Email landlord', projectName: 'Home' },
        { name: 'Buy lightbulbs', projectName: 'Home' },
        { name: 'Book flights', projectName: 'Home' },
      ],
    },
    effect: {
      created: [
        { name: 'Email landlord', projectName: 'Home' },
        { name: 'Buy lightbulbs', projectName: 'Home' },
        { name: 'Book flights', projectName: 'Home' },
      ],
    },
  },
  {
    m: 'add task water the garden every monday',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Water the garden', dueDate: coming(1, 7, 0), recurrence: 'FREQ=WEEKLY;BYDAY=MO' }] },
    effect: { created: [{ name: 'Water the garden' }] },
  },
  {
    m: 'remind me to call grandma on sunday at 6pm',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call grandma', dueDate: coming(0, 7, 0), dueTime: '18:00' }] },
    effect: { created: [{ name: 'Call grandma', dueDate: coming(0, 7, 0), dueTime: '18:00' }] },
  },
  {
    m: 'add task submit tax return by the 15th, remind me 1 day before',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Submit tax return', dueDate: nextDayOfMonth(15) }] },
    effect: { created: [{ name: 'Submit tax return', dueDate: nextDayOfMonth(15) }] },
  },
  {
    m: 'neue Aufgabe Steuererklärung machen bis Freitag, hohe Priorität',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Steuererklärung machen', priority: 8, dueDate: coming(5, 7, 0) }] },
    effect: { created: [{ name: 'Steuererklärung machen', dueDate: coming(5, 7, 0), priority: high }] },
  },
  {
    m: 'füge Zahnarzt anrufen zu Home hinzu, 10 Minuten',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Zahnarzt anrufen', durationMinutes: 10, projectName: 'Home' }] },
    effect: { created: [{ name: 'Zahnarzt anrufen', projectName: 'Home', duration: 10 }] },
  },
  {
    m: 'übermorgen Reifen wechseln, niedrige Prio',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Reifen wechseln', dueDate: inDays(2), priority: 3 }] },
    effect: { created: [{ name: 'Reifen wechseln', dueDate: inDays(2), priority: low }] },
  },
  {
    m: 'erstelle Aufgaben Brot kaufen und Müll rausbringen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Brot kaufen' }, { name: 'Müll rausbringen' }] },
    effect: { created: [{ name: 'Brot kaufen' }, { name: 'Müll rausbringen' }] },
  },
  {
    m: 'neue Aufgabe jeden Montag Wochenbericht schreiben',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Wochenbericht schreiben', dueDate: coming(1, 7, 0), recurrence: 'FREQ=WEEKLY;BYDAY=MO' }] },
    effect: { created: [{ name: 'Wochenbericht schreiben' }] },
  },
  {
    m: 'Aufgabe: Geburtstagskarte schreiben morgen um 18 Uhr',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Geburtstagskarte schreiben', dueDate: isTomorrow, dueTime: '18:00' }] },
    effect: { created: [{ name: 'Geburtstagskarte schreiben', dueDate: isTomorrow, dueTime: '18:00' }] },
  },
  {
    m: 'add task clean windows, 1 hour 30 min, prio 4',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Clean windows', durationMinutes: 90, priority: 4 }] },
    effect: { created: [{ name: 'Clean windows', duration: 90, priority: 4 }] },
  },
  {
    m: 'add task order printer ink to wrok, 15min',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Order printer ink', durationMinutes: 15, projectName: 'Work' }] },
    effect: { created: [{ name: 'Order printer ink', projectName: 'Work', duration: 15 }] },
  },
  {
    m: 'create a task: book hotel for the conference, priority 7, due dec 12',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Book hotel for the conference', priority: 7, dueDate: nextMonthDay(12, 12) }] },
    effect: { created: [{ name: 'Book hotel for the conference', priority: 7, dueDate: nextMonthDay(12, 12) }] },
  },
  {
    m: 'i have to renew my passport next month',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Renew my passport', dueDate: later }] },
    effect: { created: [{ name: /^renew my passport$/i }] },
  },
  {
    m: 'add task stretch every day at 7am',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Stretch', dueDate: inDays(1), dueTime: '07:00', recurrence: 'FREQ=DAILY' }] },
    effect: { created: [{ name: 'Stretch', dueTime: '07:00' }] },
  },
  {
    m: 'new task check the smoke alarms, takes 20 minutes, remind me 10 minutes before',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Check the smoke alarms', durationMinutes: 20 }] },
    effect: { created: [{ name: 'Check the smoke alarms', duration: 20 }] },
  },
  {
    m: 'add task call the vet in 2 hours',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call the vet', dueDate: isToday, dueTime: '14:00' }] },
    effect: { created: [{ name: 'Call the vet', dueDate: inTwoHours }] },
  },
  {
    m: 'Aufgabe hinzufügen: Keller aufräumen, 2 Stunden, Projekt Home',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Keller aufräumen', durationMinutes: 120, projectName: 'Home' }] },
    effect: { created: [{ name: 'Keller aufräumen', duration: 120, projectName: 'Home' }] },
  },
  {
    m: 'neue aufgabe rechnung bezahlen bis morgen prio 9',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Rechnung bezahlen', priority: 9, dueDate: isTomorrow }] },
    effect: { created: [{ name: 'Rechnung bezahlen', dueDate: isTomorrow, priority: 9 }] },
  },
  {
    m: 'morgen um 10 Friseur',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Friseur', dueDate: isTomorrow, dueTime: '10:00' }] },
    effect: { created: [{ name: 'Friseur', dueDate: isTomorrow, dueTime: '10:00' }] },
  },
  {
    m: 'erinnere mich daran, am Montag den Müll rauszubringen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Müll rausbringen', dueDate: coming(1, 7, 1) }] },
    effect: { created: [{ name: 'Müll rausbringen', dueDate: coming(1, 7, 1) }] },
  },
  {
    m: 'day after tomorrow change the tyres, low priority',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Change the tyres', priority: 3, dueDate: inDays(2) }] },
    effect: { created: [{ name: 'Change the tyres', dueDate: inDays(2), priority: low }] },
  },
  {
    m: 'tomorrow call the dentist, urgent',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call the dentist', dueDate: isTomorrow, priority: 9 }] },
    effect: { created: [{ name: 'Call the dentist', dueDate: isTomorrow, priority: high }] },
  },
  {
    m: 'add task read a book about 45 minutes long',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Read a book', durationMinutes: 45 }] },
    effect: { created: [{ name: 'Read a book', duration: 45 }] },
  },
  {
    m: 'add task call mom in about 2 hours',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call mom', dueDate: isToday, dueTime: '14:00' }] },
    effect: { created: [{ name: 'Call mom', dueDate: inTwoHours }] },
  },
  {
    m: 'pls add task get a haircut thursday 30 min',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Get a haircut', durationMinutes: 30, dueDate: coming(4, 7, 0) }] },
    effect: { created: [{ name: 'Get a haircut', dueDate: coming(4, 7, 0), duration: 30 }] },
  },
  {
    m: 'add 2 tasks to work: update the roadmap and review budget',
    intent: 'task.create',
    entities: {
      tasks: [
        { name: 'Update the roadmap', projectName: 'Work' },
        { name: 'Review budget', projectName: 'Work' },
      ],
    },
    effect: {
      created: [
        { name: 'Update the roadmap', projectName: 'Work' },
        { name: 'Review budget', projectName: 'Work' },
      ],
    },
  },
  {
    m: 'remind me tomorrow at 8 to take my vitamins',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Take my vitamins', dueDate: isTomorrow, dueTime: '08:00' }] },
    effect: { created: [{ name: /take my vitamins/i, dueDate: isTomorrow, dueTime: '08:00' }] },
  },
  {
    m: 'new task: backup laptop every friday, 20 min',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Backup laptop', durationMinutes: 20, dueDate: coming(5, 7, 0), recurrence: 'FREQ=WEEKLY;BYDAY=FR' }] },
    effect: { created: [{ name: 'Backup laptop', duration: 20 }] },
  },
  {
    m: 'add task pay rent on the 1st of every month',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Pay rent', dueDate: nextDayOfMonth(1), recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1' }] },
    effect: { created: [{ name: 'Pay rent' }] },
  },
  {
    m: 'create task "Q4 planning" for Work with priority 9 due next monday',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Q4 planning', priority: 9, dueDate: coming(1, 8, 1), projectName: 'Work' }] },
    effect: { created: [{ name: 'Q4 planning', projectName: 'Work', priority: 9, dueDate: coming(1, 8, 1) }] },
  },
  {
    m: 'Neue Aufgabe: Oma anrufen, Sonntag 15 Uhr',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Oma anrufen', dueDate: coming(0, 7, 0), dueTime: '15:00' }] },
    effect: { created: [{ name: 'Oma anrufen', dueDate: coming(0, 7, 0), dueTime: '15:00' }] },
  },
  {
    m: 'leg eine Aufgabe Fenster putzen in Home an, 1 Stunde',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Fenster putzen', durationMinutes: 60, projectName: 'Home' }] },
    effect: { created: [{ name: 'Fenster putzen', projectName: 'Home', duration: 60 }] },
  },
  {
    m: 'neue aufgabe: zahnarzt termin machen, wichtig',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Zahnarzt termin machen', priority: 8 }] },
    effect: { created: [{ name: /zahnarzt termin machen/i, priority: high }] },
  },
  {
    m: 'füge hinzu: Pflanzen umtopfen nächsten Samstag',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Pflanzen umtopfen', dueDate: coming(6, 14, 1) }] },
    effect: { created: [{ name: 'Pflanzen umtopfen', dueDate: coming(6, 14, 1) }] },
  },
  {
    m: 'can you add "Book flights" and "Renew passport" to Home, both due friday',
    intent: 'task.create',
    entities: {
      tasks: [
        { name: 'Book flights', dueDate: coming(5, 7, 0), projectName: 'Home' },
        { name: 'Renew passport', dueDate: coming(5, 7, 0), projectName: 'Home' },
      ],
    },
    effect: {
      created: [
        { name: 'Book flights', projectName: 'Home', dueDate: coming(5, 7, 0) },
        { name: 'Renew passport', projectName: 'Home', dueDate: coming(5, 7, 0) },
      ],
    },
  },
  {
    m: 'add task prepare presentation for tuesday 10am, 90 mins, high prio, in Work',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Prepare presentation', durationMinutes: 90, dueDate: coming(2, 7, 0), dueTime: '10:00', priority: 8, projectName: 'Work' }] },
    effect: { created: [{ name: 'Prepare presentation', dueDate: coming(2, 7, 0), dueTime: '10:00', duration: 90, priority: high, projectName: 'Work' }] },
  },
  {
    m: 'new task feed the cat daily at 8',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Feed the cat', dueDate: inDays(1), dueTime: '08:00', recurrence: 'FREQ=DAILY' }] },
    effect: { created: [{ name: 'Feed the cat', dueTime: '08:00' }] },
  },
  {
    m: 'add task: call the garage, priority: 6',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call the garage', priority: 6 }] },
    effect: { created: [{ name: 'Call the garage', priority: 6 }] },
  },
  {
    m: 'add a task for tonight: cook dinner',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Cook dinner', dueDate: isToday }] },
    effect: { created: [{ name: 'Cook dinner', dueDate: isToday }] },
  },
  {
    m: 'Aufgabe Steuer zahlen am 10. mit hoher Priorität',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Steuer zahlen', priority: 8, dueDate: nextDayOfMonth(10) }] },
    effect: { created: [{ name: 'Steuer zahlen', dueDate: nextDayOfMonth(10), priority: high }] },
  },
  {
    m: 'füge drei Aufgaben hinzu: Müll, Wäsche, Einkaufen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Müll' }, { name: 'Wäsche' }, { name: 'Einkaufen' }] },
    effect: { created: [{ name: 'Müll' }, { name: 'Wäsche' }, { name: 'Einkaufen' }] },
  },
  {
    m: 'neue aufgabe arzttermin vereinbaren 15 min',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Arzttermin vereinbaren', durationMinutes: 15 }] },
    effect: { created: [{ name: /arzttermin vereinbaren/i, duration: 15 }] },
  },
  // two to-dos joined by "and", each a verb and its object, are two tasks; a name that has "and" in it stays one
  {
    m: 'add buy flowers and wrap the gift for saturday',
    intent: 'task.create',
    entities: {
      tasks: [
        { name: 'Buy flowers', dueDate: coming(6, 7, 0) },
        { name: 'Wrap the gift', dueDate: coming(6, 7, 0) },
      ],
    },
    effect: {
      created: [
        { name: 'Buy flowers', dueDate: coming(6, 7, 0) },
        { name: 'Wrap the gift', dueDate: coming(6, 7, 0) },
      ],
    },
  },
  {
    m: 'add research and write the report',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Research and write the report' }] },
    effect: { created: [{ name: 'Research and write the report' }] },
  },
  {
    m: 'add buy salt and pepper',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Buy salt and pepper' }] },
    effect: { created: [{ name: 'Buy salt and pepper' }] },
  },
  {
    m: 'add walk the dog and feed the cat tomorrow, high priority',
    intent: 'task.create',
    entities: {
      tasks: [
        { name: 'Walk the dog', dueDate: isTomorrow, priority: 8 },
        { name: 'Feed the cat', dueDate: isTomorrow, priority: 8 },
      ],
    },
    effect: {
      created: [
        { name: 'Walk the dog', dueDate: isTomorrow, priority: high },
        { name: 'Feed the cat', dueDate: isTomorrow, priority: high },
      ],
    },
  },
  {
    m: 'füge Blumen gießen und Rasen mähen hinzu',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Blumen gießen' }, { name: 'Rasen mähen' }] },
    effect: { created: [{ name: 'Blumen gießen' }, { name: 'Rasen mähen' }] },
    de: true,
  },
  {
    m: 'neue Aufgabe Salz und Pfeffer kaufen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Salz und Pfeffer kaufen' }] },
    effect: { created: [{ name: 'Salz und Pfeffer kaufen' }] },
    de: true,
  },
  // a German reminder's zu-infinitive is named as a list names a to-do: plain infinitive, no article
  {
    m: 'erinnere mich morgen um 9 daran, die Rechnung zu bezahlen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Rechnung bezahlen', dueDate: isTomorrow, dueTime: '09:00' }] },
    effect: { created: [{ name: 'Rechnung bezahlen', dueDate: isTomorrow, dueTime: '09:00' }] },
    reply: /fällig morgen \(\p{L}{2} \d+\. \p{L}{3}\) um 09:00 Uhr/u,
    de: true,
  },
  {
    m: 'erinnere mich, die Steuer zu machen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Steuer machen' }] },
    effect: { created: [{ name: 'Steuer machen' }] },
    de: true,
  },
  {
    m: 'ich muss noch die Steuererklärung machen bis Freitag',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Steuererklärung machen', dueDate: coming(5, 7, 0) }] },
    effect: { created: [{ name: 'Steuererklärung machen', dueDate: coming(5, 7, 0) }] },
    de: true,
  },
  // p1 to p4 are Todoist's levels (p1 = 10), as in the quick add; p5 to p10 are that number
  {
    m: 'add task call the plumber p7',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call the plumber', priority: 7 }] },
    effect: { created: [{ name: 'Call the plumber', priority: 7 }] },
  },
  {
    m: 'add call the electrician tomorrow p1',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call the electrician', priority: 10, dueDate: isTomorrow }] },
    effect: { created: [{ name: 'Call the electrician', priority: 10, dueDate: isTomorrow }] },
  },
  {
    m: 'add pay electricity bill every other tuesday',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Pay electricity bill', dueDate: coming(2, 7, 0), recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' }] },
    effect: { created: [{ name: 'Pay electricity bill', dueDate: coming(2, 7, 0) }] },
  },
  {
    m: 'jeden zweiten Dienstag Blumen gießen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Blumen gießen', dueDate: coming(2, 7, 0), recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' }] },
    effect: { created: [{ name: 'Blumen gießen', dueDate: coming(2, 7, 0) }] },
    de: true,
  },
  {
    m: 'buy groceries tmrw',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Buy groceries', dueDate: isTomorrow }] },
    effect: { created: [{ name: 'Buy groceries', dueDate: isTomorrow }] },
  },
  {
    m: "i've got to call the insurance tomorrow",
    intent: 'task.create',
    entities: { tasks: [{ name: 'Call the insurance', dueDate: isTomorrow }] },
    effect: { created: [{ name: 'Call the insurance', dueDate: isTomorrow }] },
  },
  {
    m: 'neue aufgabe wäsche waschen heute abend',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Wäsche waschen', dueDate: isToday }] },
    effect: { created: [{ name: 'Wäsche waschen', dueDate: isToday }] },
    de: true,
  },
  {
    m: 'morgen früh joggen gehen',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Joggen gehen', dueDate: isTomorrow }] },
    effect: { created: [{ name: 'Joggen gehen', dueDate: isTomorrow }] },
  },
  {
    m: 'remind me in 2 hours to take the laundry out',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Take the laundry out', dueDate: isToday, dueTime: '14:00' }] },
    effect: { created: [{ name: 'Take the laundry out', dueDate: inTwoHours }] },
  },
  {
    m: 'dentist appointment friday 3pm',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Dentist appointment', dueDate: coming(5, 7, 0), dueTime: '15:00' }] },
    effect: { created: [{ name: 'Dentist appointment', dueDate: coming(5, 7, 0), dueTime: '15:00' }] },
  },
  {
    m: 'remind me every weekday at 8:30 to check my email',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Check my email', dueTime: '08:30', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }] },
    effect: { created: [{ name: 'Check my email', dueTime: '08:30' }] },
  },
  {
    m: 'add buy birthday gift for anna 20 min',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Buy birthday gift for anna', durationMinutes: 20 }] },
    effect: { created: [{ name: 'Buy birthday gift for anna', duration: 20 }] },
  },
  // a German day and month ("am 3.12.")
  {
    m: 'Zahnarzt am 3.12. um 14 Uhr',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Zahnarzt', dueDate: nextMonthDay(12, 3), dueTime: '14:00' }] },
    effect: { created: [{ name: 'Zahnarzt', dueDate: nextMonthDay(12, 3), dueTime: '14:00' }] },
  },
  {
    m: 'neue Aufgabe Reifen wechseln bis 15.1.',
    intent: 'task.create',
    entities: { tasks: [{ name: 'Reifen wechseln', dueDate: nextMonthDay(1, 15) }] },
    effect: { created: [{ name: 'Reifen wechseln', dueDate: nextMonthDay(1, 15) }] },
    de: true,
  },
];
