/** The sales scheduler's calls (src/server/salesScheduler). */
import type { DeletedTask, SalesAction, SchedulerChoices } from '../../domain/salesScheduler/actions';
import type { CopyTaskRequest, CreateTaskRequest, SalesPersonColorRequest, SchedulerTasksRequest, TaskRefRequest, UpdateTaskRequest } from '../../domain/salesScheduler/wire';
import { http } from '../../ui/http/httpClient';

const PATH = 'SalesScheduler';

export const salesSchedulerApi = {
  choices: () => http.get<SchedulerChoices>(`${PATH}/choices`),
  tasks: (body: SchedulerTasksRequest) => http.post<SalesAction[]>(`${PATH}/getSchedulerTasks`, body),
  create: (body: CreateTaskRequest) => http.post<SalesAction>(`${PATH}/createSchedulerTask`, body),
  update: (body: UpdateTaskRequest) => http.put<SalesAction>(`${PATH}/updateSchedulerTask`, body),
  copy: (body: CopyTaskRequest) => http.post<SalesAction>(`${PATH}/copySchedulerTask`, body),
  start: (body: TaskRefRequest) => http.post<SalesAction>(`${PATH}/startSalesTask`, body),
  stop: (body: TaskRefRequest) => http.post<SalesAction>(`${PATH}/stopSalesTask`, body),
  remove: (body: TaskRefRequest) => http.delete<DeletedTask>(`${PATH}/deleteSalesTask`, body),
  setColor: (body: SalesPersonColorRequest) => http.put<{ saved: true }>(`${PATH}/salesPersonColor`, body),
};
