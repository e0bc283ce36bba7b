/**
 * Progress at once for every link tapped inside the app (menu entries, Back, a number's link):
 * the router keeps the old page on screen while the new one's code loads, so without this a
 * slow phone showed nothing for seconds and a second tap went through as well. From the tap
 * until the address changes, the loading bar shows and further taps on links are ignored.
 * Screens that navigate from code use `useOpening` for the same.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingBar } from '../layout/LoadingBar';

/** A navigation that never finishes (refused, or the same page) stops blocking taps after this. */
const GIVE_UP_MS = 10_000;

/** The in-app address a click on a link leads to, or null when the browser handles it (new tab, download, another site). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}`;
}

export function NavigationProgress() {
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    pendingRef.current = false;
    setPending(false);
  }, [here]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      pendingRef.current = false;
      setPending(false);
    }, GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      if (pendingRef.current) {
        // The second tap of a double tap: the first is already on its way.
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (target === `${window.location.pathname}${window.location.search}`) return;
      pendingRef.current = true;
      setPending(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return pending ? <LoadingBar /> : null;
}
