import { z } from 'zod';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { InsightsInput, RefreshInput } from './validation.js';

const Recommendations = z.array(anyObject('A recommended task, with why'));

export const aiApi: ApiModule = {
  tag: 'AI',
  routes: [
    { method: 'get', path: '/ai/provider', summary: 'Which AI provider answers', public: true, response: anyObject('The provider') },
    { method: 'get', path: '/ai/recommendations', summary: 'What to work on next', response: Recommendations },
    { method: 'post', path: '/ai/recommendations/refresh', summary: 'Work the recommendations out again', body: RefreshInput, response: Recommendations },
    { method: 'get', path: '/ai/insights', summary: 'Insights into recent work', query: InsightsInput, response: anyObject('The insights') },
  ],
};
