/**
 * The react-admin data provider for generated resources: ra-data-simple-rest at
 * /api/v1/resources, sending every call through the app's HTTP client so that it carries
 * the token and fails with the messages of the error catalogue.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { fetchUtils } from 'react-admin';
import { requestRaw } from './httpClient';

export const RESOURCES_URL = '/api/v1/resources';

const simpleRestClient = async (url: string, options: fetchUtils.Options = {}) => {
  const answer = await requestRaw(options.method ?? 'GET', url, {
    rawBody: options.body ?? undefined,
    headers: new Headers(options.headers),
    signal: options.signal ?? undefined,
  });
  return { status: answer.status, headers: answer.headers, body: answer.text, json: answer.json };
};

export const dataProvider = simpleRestProvider(RESOURCES_URL, simpleRestClient);
