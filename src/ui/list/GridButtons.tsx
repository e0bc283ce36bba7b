import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';

/** The grid toolbar's Export: every matching row to an Excel workbook. */
export function ExportButton({ exporting, disabled, onExport }: { exporting: boolean; disabled: boolean; onExport: () => void }) {
  return (
    <Tooltip title="Export every matching row to Excel">
      <span>
        <Button
          size="small"
          color="inherit"
          onClick={onExport}
          disabled={exporting || disabled}
          startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
          sx={{ color: 'text.secondary' }}
        >
          Export
        </Button>
      </span>
    </Tooltip>
  );
}

export function ResetLayoutButton({ onReset }: { onReset: () => void }) {
  return (
    <Tooltip title="Reset columns, filters and sorting">
      <IconButton aria-label="Reset columns, filters and sorting" onClick={onReset}>
        <RestartAlt />
      </IconButton>
    </Tooltip>
  );
}
