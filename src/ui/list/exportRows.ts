/**
 * Export of a list (spec §9): every row matching the current filter and sort, the visible
 * columns in their order with their titles as headers, references by their label, written
 * with exceljs to a workbook named after the list and the day ("Work Order Statuses 2026-11-23.xlsx").
 */
import type { DataProvider } from 'react-admin';
import { DEFAULT_EXPORT_FILE_NAME } from '../../domain/constants';
import { fetchLabels, idsIn } from '../reference/referenceLabels';
import type { ResourceRecord } from '../../domain/resources/meta';
import { formatCell } from './cellFormat';
import { optionLabel, type ColumnSpec } from './columns';

/** The workbook's name: the list's and the local day's, so exports of several lists stay apart. */
export function exportFileName(listLabel: string, day: Date): string {
  const label = listLabel.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!label) return DEFAULT_EXPORT_FILE_NAME;
  const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
  return `${label} ${date}.xlsx`;
}

/** The API answers at most this many rows per request. */
export const EXPORT_PAGE_SIZE = 1000;

export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: { field: string; order: 'ASC' | 'DESC' },
): Promise<ResourceRecord[]> {
  const rows: ResourceRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<ResourceRecord>(resource, { filter, sort, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
    rows.push(...data);
    if (data.length < EXPORT_PAGE_SIZE || (total !== undefined && rows.length >= total)) return rows;
  }
}

/** The cell texts of the export: one header row of titles, then one row per record. */
export async function exportTable(dataProvider: DataProvider, columns: readonly ColumnSpec[], rows: readonly ResourceRecord[]): Promise<string[][]> {
  const labels: Record<string, Map<number, string>> = {};
  for (const column of columns) {
    if (column.kind === 'reference' && column.reference) labels[column.field] = await fetchLabels(dataProvider, column.reference, idsIn(rows, column.field));
  }
  return [
    columns.map((c) => c.title),
    ...rows.map((row) =>
      columns.map((c) => {
        const value = row[c.field];
        return formatCell(c.kind, value, (typeof value === 'number' ? labels[c.field]?.get(value) : undefined) ?? optionLabel(c, value));
      }),
    ),
  ];
}

const numericValue = (column: ColumnSpec, value: unknown): number | null =>
  (column.kind === 'integer' || column.kind === 'number' || column.kind === 'money') && typeof value === 'number' ? value : null;

/** Writes the rows to an .xlsx workbook and hands it to the browser, named after the list (`sheetName`) and the day. */
export async function downloadWorkbook(sheetName: string, columns: readonly ColumnSpec[], table: string[][], rows: readonly ResourceRecord[]): Promise<void> {
  const excel = await import('exceljs');
  // The browser build is a UMD bundle: its classes arrive on the default export.
  const Workbook = excel.Workbook ?? (excel as unknown as { default: typeof excel }).default.Workbook;
  const workbook = new Workbook();
  workbook.creator = 'FieldDesk';
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Export');
  sheet.addRow(table[0]);
  table.slice(1).forEach((texts, index) => {
    // Numbers stay numbers so the sheet can add them up; money keeps two decimals.
    sheet.addRow(texts.map((text, i) => numericValue(columns[i], rows[index][columns[i].field]) ?? text));
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  columns.forEach((column, i) => {
    const widest = Math.max(...table.map((row) => row[i]?.length ?? 0));
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = Math.min(60, Math.max(10, widest + 2));
    if (column.kind === 'money') sheetColumn.numFmt = '$#,##0.00';
  });
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(sheetName, new Date());
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
