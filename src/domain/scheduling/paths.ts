/** The schedule's pages (spec §2.1): the dispatch board and a technician's day. */
export const DISPATCH_PATH = '/management/schedule';
export const TECH_ROUTE_PATH = '/techScheduledRoute';

/** A technician's day: the caller's own, or one technician's for whoever sees the whole schedule. */
export const techRoutePath = (date?: string, technicianId?: number) => {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (technicianId) query.set('technicianId', String(technicianId));
  const text = query.toString();
  return text ? `${TECH_ROUTE_PATH}?${text}` : TECH_ROUTE_PATH;
};
