import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { AddInput, GenerateInput, MoveInput } from './validation.js';

const Schedule = anyObject("A day's plan: its sessions");

export const scheduleApi: ApiModule = {
  tag: 'Schedule',
  description: 'The plan of a day ({date} is YYYY-MM-DD).',
  routes: [
    { method: 'post', path: '/schedule/generate', summary: 'Plan a day', body: GenerateInput, response: Schedule },
    { method: 'get', path: '/schedule/:date.ics', summary: "A day's plan as iCalendar", produces: 'text/calendar' },
    { method: 'get', path: '/schedule/:date', summary: "A day's plan", response: Schedule },
    { method: 'post', path: '/schedule/:date/sessions', summary: 'Add a session', body: AddInput, status: 201, response: Schedule },
    { method: 'patch', path: '/schedule/:date/sessions/:sessionId', summary: 'Move a session', body: MoveInput, response: Schedule },
    { method: 'delete', path: '/schedule/:date/sessions/:sessionId', summary: 'Remove a session', response: Schedule },
    { method: 'post', path: '/schedule/:date/sessions/:sessionId/start', summary: 'Start a session', response: Schedule },
    { method: 'post', path: '/schedule/:date/sessions/:sessionId/complete', summary: 'Complete a session', response: Schedule },
  ],
};
