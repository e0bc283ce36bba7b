/**
 * Opening another page from a tap, on a slow phone: the router keeps the old page on screen
 * while the new one's code and data load (a transition), which looked like a tap that did
 * nothing and invited a second tap. `open(to)` marks the page as opening at once (show
 * `<LoadingBar />` while `opening`) and ignores further taps until the address has changed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useOpening() {
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);
  const address = `${location.pathname}${location.search}`;

  useEffect(() => {
    busy.current = false;
    setOpening(false);
  }, [address]);

  const open = useCallback(
    (to: string) => {
      if (busy.current || to === address) return;
      busy.current = true;
      setOpening(true);
      navigate(to);
    },
    [navigate, address],
  );

  return { opening, open };
}
