import { fetchQuery } from 'relay-runtime';
import SettingsScreenQuery from '../../__generated__/SettingsScreenQuery.graphql.ts';
import { getEnvironment } from '../../relay/environment.ts';

/** Reads the Settings screen's data again (after an import changed it), so its forms show what is saved now. */
export function refreshSettings(): Promise<unknown> {
  return fetchQuery(getEnvironment(), SettingsScreenQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}
