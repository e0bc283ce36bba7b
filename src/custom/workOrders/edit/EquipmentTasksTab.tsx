import Add from '@mui/icons-material/Add';
import { Button, Checkbox, CircularProgress, Paper, TextField } from '@mui/material';
import { useState } from 'react';
import { useSession } from '../../../ui/session/sessionStore';
import { showError } from '../../../ui/notifications/showError';
import { toast } from '../../../ui/notifications/toastStore';
import { canDeleteWorkOrderItems, canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { formatCell } from '../../../ui/list/cellFormat';
import { equipmentTasksApi, type EquipmentTaskRow } from '../childrenApi';
import { errorProps, firstError, reportSaveError, useFieldErrors, type FieldErrors } from '../../../ui/form/fieldErrors';
import type { ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { count } from '../items/count';
import { useItems } from '../items/useItems';

const EQUIPMENT_MAX = 200;
const TASK_MAX = 500;

function DoneBox({ task, disabled, onToggle }: { task: EquipmentTaskRow; disabled: boolean; onToggle: (task: EquipmentTaskRow) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  if (busy) return <CircularProgress size={20} aria-label="Saving" />;
  return (
    <Checkbox
      checked={task.isDone}
      disabled={disabled}
      onChange={() => {
        setBusy(true);
        void onToggle(task).finally(() => setBusy(false));
      }}
      slotProps={{ input: { 'aria-label': `${task.task} on ${task.equipment} is done` } }}
      sx={{ p: 0.5 }}
    />
  );
}

function AddTaskForm({ onAdd }: { onAdd: (equipment: string, task: string) => Promise<boolean> }) {
  const [equipment, setEquipment] = useState('');
  const [task, setTask] = useState('');
  const { errors, setErrors, edited } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const found: FieldErrors = {};
    if (!equipment.trim()) found.equipment = 'Equipment is required.';
    if (!task.trim()) found.task = 'Task is required.';
    setErrors(found);
    const first = firstError(found);
    if (first) return void toast.error(first);
    setSaving(true);
    if (await onAdd(equipment.trim(), task.trim())) {
      setEquipment('');
      setTask('');
    }
    setSaving(false);
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Add a task"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr) auto' }, alignItems: 'start', bgcolor: '#f8f9fb', '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
    >
      <TextField label="Equipment" size="small" required value={equipment} onChange={(e) => edited(setEquipment)(e.target.value)} {...errorProps(errors, 'equipment')} slotProps={{ htmlInput: { maxLength: EQUIPMENT_MAX } }} />
      <TextField label="Task" size="small" required value={task} onChange={(e) => edited(setTask)(e.target.value)} {...errorProps(errors, 'task')} slotProps={{ htmlInput: { maxLength: TASK_MAX } }} />
      <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Add />} sx={{ height: 40 }}>
        Add Task
      </Button>
    </Paper>
  );
}

/** /workOrder/{key}/edit/equipmentTaskList: tasks per piece of equipment, ticked off as they are done. */
export function EquipmentTasksTab({ order }: { order: WorkOrder }) {
  const session = useSession();
  const items = useItems(order.id, 'equipmentTasks', equipmentTasksApi.list);
  const { rows, reload, showSaved } = items;
  const mayWork = session ? canWorkOnWorkOrders(session.subject) : false;
  const mayDelete = session ? canDeleteWorkOrderItems(session.subject) : false;

  const add = async (equipment: string, task: string) => {
    try {
      await equipmentTasksApi.create(order.id, { equipment, task, isDone: false, comment: null });
      reload();
      return true;
    } catch (error) {
      reportSaveError(error, () => undefined);
      return false;
    }
  };
  const toggle = async (row: EquipmentTaskRow) => {
    try {
      showSaved(await equipmentTasksApi.update(order.id, row, { equipment: row.equipment, task: row.task, isDone: !row.isDone, comment: row.comment }));
      toast.success(row.isDone ? `${row.task} is open again.` : `${row.task} is done.`);
    } catch (error) {
      showError(error);
    }
    reload();
  };

  const columns: ItemColumn<EquipmentTaskRow>[] = [
    { title: 'Done', value: (t) => <DoneBox task={t} disabled={!mayWork} onToggle={toggle} /> },
    { title: 'Equipment', value: (t) => t.equipment },
    { title: 'Task', value: (t) => t.task },
    { title: 'Done By', value: (t) => (t.isDone ? t.doneByName : null) },
    { title: 'Done On', value: (t) => (t.isDone && t.doneDate ? formatCell('dateTime', t.doneDate) : null), nowrap: true },
  ];
  const done = rows?.filter((t) => t.isDone).length ?? 0;
  return (
    <ItemsTab
      title="Equipment Task List"
      label="Equipment Tasks"
      subtitle={rows?.length ? `${done} of ${count(rows.length, 'task')} done.` : 'The tasks to do on each piece of equipment at the site.'}
      items={items}
      columns={columns}
      rowKey={(t) => t.id}
      emptyText="No equipment tasks on this work order yet."
      deletion={mayDelete ? { what: (t) => `the task ${t.task}`, remove: (t) => equipmentTasksApi.remove(order.id, t) } : undefined}
    >
      {mayWork && <AddTaskForm onAdd={add} />}
    </ItemsTab>
  );
}
