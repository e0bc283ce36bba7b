import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';

/** A top-level area loaded on demand; `chunk` names it in storage and in errors. */
export const lazyArea = (chunk: string, importer: () => Promise<{ default: ComponentType }>) =>
  lazy(() => loadChunk(chunk, importer));
