/** Spec §5: a multi-select reads "All (M) selected" or "N / M selected". */
export function multiSelectSummary(selected: number, total: number): string {
  if (total > 0 && selected >= total) return `All (${total}) selected`;
  return `${selected} / ${total} selected`;
}
