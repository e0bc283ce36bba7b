/**
 * The react-admin data provider: ra-data-simple-rest over the app's HTTP client (token,
 * messages of the error catalogue). Generated resources live at /api/v1/resources/<name>;
 * an area registers its own list endpoints as resources (registerAreaResources), so its
 * screens read them with react-admin's data hooks too: caching, de-duplication, retries.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider, type fetchUtils } from 'react-admin';
import { API_BASE, apiUrl, requestRaw, type Query } from './httpClient';

export const RESOURCES_URL = '/api/v1/resources';

/** Where an area resource lives under /api/v1, and the query parameters every call adds (a grid's name, say). */
export interface AreaResource {
  path: string;
  query?: Query;
}

const simpleRestClient =
  (query?: Query) =>
  async (url: string, options: fetchUtils.Options = {}) => {
    const answer = await requestRaw(options.method ?? 'GET', apiUrl(url, query), {
      rawBody: options.body ?? undefined,
      headers: new Headers(options.headers),
      signal: options.signal ?? undefined,
    });
    return { status: answer.status, headers: answer.headers, body: answer.text, json: answer.json };
  };

const resourcesProvider = simpleRestProvider(RESOURCES_URL, simpleRestClient());

const areaResources = new Map<string, DataProvider>();

/** The provider of one area resource: ra-data-simple-rest at /api/v1/<path>, whatever the resource is called. */
function areaProvider({ path, query }: AreaResource): DataProvider {
  const rest: Record<string, (resource: string, params: unknown) => unknown> = simpleRestProvider(API_BASE.replace(/\/$/, ''), simpleRestClient(query));
  return Object.fromEntries(Object.entries(rest).map(([method, call]) => [method, (_resource: string, params: unknown) => call(path, params)])) as DataProvider;
}

/** Makes area endpoints react-admin resources; an area calls it once, when its module loads. */
export function registerAreaResources(resources: Readonly<Record<string, AreaResource>>): void {
  for (const [name, resource] of Object.entries(resources)) areaResources.set(name, areaProvider(resource));
}

export const dataProvider = combineDataProviders((resource) => areaResources.get(resource) ?? resourcesProvider);
