import { PasswordChangeInput, PreferencesInput, ProfileInput } from '../../../../shared/settings/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { SelfBody } from '../users/openapi.js';
import { ExportFile } from './exportFormat.js';

export const settingsApi: ApiModule = {
  tag: 'Settings',
  description: 'Profile, password, preferences, export and import (a browser session only).',
  routes: [
    { method: 'get', path: '/settings', summary: "The viewer's settings", response: anyObject('Profile and preferences') },
    { method: 'put', path: '/settings/profile', summary: 'Change the profile', body: ProfileInput, response: SelfBody },
    { method: 'put', path: '/settings/password', errors: [429], summary: 'Change the password', body: PasswordChangeInput, response: anyObject('The outcome') },
    { method: 'put', path: '/settings/preferences', summary: 'Change the preferences', body: PreferencesInput, response: anyObject('The preferences') },
    {
      method: 'get',
      path: '/settings/export',
      summary: "Download all the viewer's data (a JSON file)",
      response: anyObject('The export file: the body POST /api/settings/import reads'),
    },
    { method: 'post', path: '/settings/import', summary: 'Import an export file (up to 20 MB)', body: ExportFile, response: anyObject('What was imported') },
  ],
};
