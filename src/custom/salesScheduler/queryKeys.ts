/** The react-query keys of the sales scheduler: every read starts with the area's prefix, so a change invalidates them all. */
export const salesSchedulerKeys = {
  all: ['salesScheduler'] as const,
  choices: ['salesScheduler', 'choices'] as const,
  tasks: (range: { from: string; to: string }, salesPersonIds: readonly number[] | null, customerIds: readonly number[] | null) =>
    ['salesScheduler', 'tasks', range.from, range.to, salesPersonIds, customerIds] as const,
};
