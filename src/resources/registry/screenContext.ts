import { createContext, useContext } from 'react';
import type { ResourceEntry } from './entries';

/** The entry whose screen is showing; generic and override screens read it. */
export const ResourceScreenContext = createContext<ResourceEntry | null>(null);

export function useResourceScreen(): ResourceEntry {
  const entry = useContext(ResourceScreenContext);
  if (!entry) throw new Error('useResourceScreen is used outside a resource screen.');
  return entry;
}
