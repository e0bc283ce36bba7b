import { useEffect, useState } from 'react';
import { useSession } from '../../ui/session/sessionStore';
import { fetchResourceMeta } from './metaApi';
import type { ResourceMeta } from '../../domain/resources/meta';

/** One resource's description, or the error loading it failed with. */
export function useResourceMeta(name: string): { meta: ResourceMeta | null; error: unknown } {
  const session = useSession();
  const owner = session?.subject;
  const [answer, setAnswer] = useState<{ key: string; owner: object; meta: ResourceMeta | null; error: unknown } | null>(null);
  useEffect(() => {
    if (!owner) return;
    let cancelled = false;
    fetchResourceMeta(name, owner).then(
      (meta) => !cancelled && setAnswer({ key: name, owner, meta, error: null }),
      (error: unknown) => !cancelled && setAnswer({ key: name, owner, meta: null, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [name, owner]);
  const current = answer && answer.key === name && answer.owner === owner ? answer : null;
  return { meta: current?.meta ?? null, error: current?.error ?? null };
}
