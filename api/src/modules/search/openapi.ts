import { SearchInput } from '../../../../shared/search/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';

export const searchApi: ApiModule = {
  tag: 'Search',
  routes: [{ method: 'get', path: '/search', summary: 'Search tasks, projects and comments', query: SearchInput, response: anyObject('The hits by kind') }],
};
