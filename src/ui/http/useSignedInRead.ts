import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/sessionStore';
import { TOAST_ERRORS } from './queryClient';

/**
 * A list that changes rarely and many screens of the signed-in user need (the work-order
 * choices, the statuses to pick from): read once per user and page load and shared by every
 * reader, a failure toasted once. The key ends with the user's id, so one user's answer is never
 * another's. Undefined while it loads.
 */
export function useSignedInRead<T>(key: readonly string[], read: () => Promise<T>): T | undefined {
  const userId = useSession()?.user.userId;
  const { data } = useQuery({
    queryKey: [...key, userId],
    queryFn: read,
    enabled: userId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: TOAST_ERRORS,
  });
  return data;
}
