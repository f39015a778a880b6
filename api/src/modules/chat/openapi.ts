import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { ChatInput } from './validation.js';

export const chatApi: ApiModule = {
  tag: 'Chat',
  description: 'The assistant chat.',
  routes: [
    { method: 'post', path: '/chat', summary: 'Send a message', body: ChatInput, response: anyObject('The reply and the actions taken') },
    { method: 'post', path: '/chat/clear', summary: 'Clear the history', response: anyObject('The outcome') },
    { method: 'get', path: '/chat/history', summary: 'The history', response: anyObject('The messages') },
    { method: 'post', path: '/chat/actions/:messageId/:index/undo', summary: 'Undo an action the assistant took', response: anyObject('The outcome') },
  ],
};
