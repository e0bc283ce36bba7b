/** The react-query keys of the files screens. */
export const fileKeys = {
  workOrder: (workOrderId: number) => ['files', 'workOrders', workOrderId] as const,
  deleted: (workOrderId: number) => ['files', 'workOrders', workOrderId, 'deleted'] as const,
};
