/** The CorrigoWorkOrders calls of spec §7.1 (src/server/thirdParty). */
import type { CorrigoCustomerSettings, CorrigoProcedure, CorrigoWrapperData } from '../../domain/thirdParty/corrigo';
import type { CorrigoCheckOutRequest, CorrigoProcedureStepsRequest, CorrigoStatusChangeRequest } from '../../domain/thirdParty/wire';
import { http } from '../../ui/http/httpClient';

const PATH = 'CorrigoWorkOrders';

export const corrigoApi = {
  wrapperData: (workOrderId: number) => http.get<CorrigoWrapperData>(`${PATH}/clockOutWorkOrderWrapperData/${workOrderId}`),
  customerSettings: (corrigoCustomerId: number) => http.get<CorrigoCustomerSettings>(`${PATH}/corrigoCustomerSettings/${corrigoCustomerId}`),
  procedures: (workOrderId: number) => http.get<CorrigoProcedure[]>(`${PATH}/getCorrigoWorkorderProcedure/${workOrderId}`),
  updateSteps: (body: CorrigoProcedureStepsRequest) => http.put(`${PATH}/updateCorrigoProcedureStep`, body),
  changeStatus: (body: CorrigoStatusChangeRequest) => http.put(`${PATH}/changeStatus`, body),
  checkOut: (body: CorrigoCheckOutRequest) => http.put(`${PATH}/checkOut`, body),
};
