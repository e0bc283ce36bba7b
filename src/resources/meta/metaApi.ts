/**
 * Loads the resource descriptions. One resource's description is fetched once per session
 * and shared by every screen that asks for it.
 */
import { http } from '../../ui/http/httpClient';
import type { ResourceMeta, ResourceSummary } from '../../domain/resources/meta';

export const fetchResourceSummaries = () => http.get<ResourceSummary[]>('meta/resources');

const cache = new Map<string, Promise<ResourceMeta>>();
let cacheOwner: object | null = null;

/** The description of `name`; `owner` (the session's access subject) keys the cache, so new permissions load anew. */
export function fetchResourceMeta(name: string, owner: object): Promise<ResourceMeta> {
  if (cacheOwner !== owner) {
    cache.clear();
    cacheOwner = owner;
  }
  let pending = cache.get(name);
  if (!pending) {
    pending = http.get<ResourceMeta>(`meta/resources/${encodeURIComponent(name)}`);
    cache.set(name, pending);
    pending.catch(() => cache.delete(name));
  }
  return pending;
}
