import { z } from 'zod';
import type { ApiModule } from '../../http/openapi/apiRoute.js';

const FeedUrl = z.object({ url: z.string() });

export const calendarFeedApi: ApiModule = {
  tag: 'Calendar feed',
  description: "The signed-in user's secret calendar feed (iCalendar) for calendar apps.",
  routes: [
    { method: 'get', path: '/users/me/feed-url', summary: 'The secret feed URL', response: FeedUrl },
    { method: 'post', path: '/users/me/feed-url', summary: 'Make a new feed URL (the old one stops working)', response: FeedUrl },
    { method: 'delete', path: '/users/me/feed-url', summary: 'Turn the feed off', status: 204 },
    { method: 'get', path: '/calendar/feed/:file', summary: 'The feed itself ({secret}.ics): the URL is the key', public: true, produces: 'text/calendar' },
  ],
};
