/** The sales persons (with colours) and customers of the filters and the dialog: read once per user and page load. */
import type { SchedulerChoices } from '../../domain/salesScheduler/actions';
import { useSignedInRead } from '../../ui/http/useSignedInRead';
import { salesSchedulerKeys } from './queryKeys';
import { salesSchedulerApi } from './salesSchedulerApi';

export const useSchedulerChoices = (): SchedulerChoices | undefined => useSignedInRead([...salesSchedulerKeys.choices], salesSchedulerApi.choices);
