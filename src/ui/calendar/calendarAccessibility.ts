/**
 * Repairs the TOAST UI calendar's markup for assistive technology as the library draws it: the
 * hour labels of the day and week views carry table roles (rowgroup, row) outside any table, and
 * their scrolling grid of hours cannot be reached from the keyboard.
 */
const MISPLACED_ROLES = '.toastui-calendar-timegrid-hour-rows[role], .toastui-calendar-timegrid-hour-rows [role="row"]';
const UNREACHABLE_SCROLLING = '.toastui-calendar-time:not([tabindex])';

function repair(root: HTMLElement): void {
  root.querySelectorAll(MISPLACED_ROLES).forEach((element) => element.removeAttribute('role'));
  root.querySelectorAll(UNREACHABLE_SCROLLING).forEach((element) => {
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', 'Hours of the day');
  });
}

/** Repairs the calendar in `root` now and whenever it draws again; answers the function that stops. */
export function keepCalendarAccessible(root: HTMLElement): () => void {
  repair(root);
  const observer = new MutationObserver(() => repair(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
  return () => observer.disconnect();
}
