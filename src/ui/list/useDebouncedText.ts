import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';

/** A typed value that reaches the filter 400 ms after the last key stroke. */
export function useDebouncedText(value: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commitRef.current(next), SEARCH_DEBOUNCE_MS);
  };
  return [text, change];
}
