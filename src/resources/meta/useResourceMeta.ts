import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../ui/session/sessionStore';
import { fetchResourceMeta } from './metaApi';
import type { ResourceMeta } from '../../domain/resources/meta';

/**
 * One resource's description, or the error loading it failed with. The session's access subject
 * is part of the key: other permissions read the description anew.
 */
export function useResourceMeta(name: string): { meta: ResourceMeta | null; error: unknown } {
  const owner = useSession()?.subject;
  const { data, error } = useQuery({
    queryKey: ['resources', name, 'meta', owner],
    queryFn: () => fetchResourceMeta(name, owner!),
    enabled: owner !== undefined,
  });
  return { meta: data ?? null, error: error ?? null };
}
