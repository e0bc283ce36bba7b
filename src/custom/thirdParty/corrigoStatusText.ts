/** Corrigo's status names as words: CheckedIn reads Checked In, OnHold On Hold. */
export const corrigoStatusText = (status: string) => status.replace(/([a-z])([A-Z])/g, '$1 $2');
