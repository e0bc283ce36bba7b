import { createContext, useContext } from 'react';
import type { LabelMap } from '../reference/referenceLabels';
import type { CellFilter } from './filterModel';

/**
 * What the grid's cells read without being rebuilt on every change: the filter cells' values
 * and the labels of referenced records.
 */
export interface GridContextValue {
  filters: Readonly<Record<string, CellFilter>>;
  setFilter: (field: string, filter: CellFilter | undefined) => void;
  labels: Readonly<Record<string, LabelMap>>;
  /** A row FieldDesk's rules depend on: marked, and not offered for deleting. */
  isSystemRow: (id: number) => boolean;
}

export const GridContext = createContext<GridContextValue>({ filters: {}, setFilter: () => undefined, labels: {}, isSystemRow: () => false });

export const useGridContext = () => useContext(GridContext);
