/** The page's heading, the same on a phone (cards) and a desktop (grid). */
export const MY_WORK_ORDERS = {
  title: 'My Work Orders',
  subtitle: 'The open work orders assigned to you. Start one when you set off, stop it when you are done.',
} as const;
