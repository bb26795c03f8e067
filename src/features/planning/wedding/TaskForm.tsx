import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { checklistPhases } from './phases.ts';
import { weddingMessages, type PlanningTask } from './wedding.ts';

type Values = { taskName: string; description: string; dueDate: string; phaseId: string };
type Props = { task: PlanningTask | null; onSaved: (task: PlanningTask) => void; onCancel: () => void };

/** Edits a task, or (with no task) adds one of the couple's own to a checklist phase. */
export default function TaskForm({ task, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<Values>({
    taskName: task?.taskName ?? '',
    description: task?.description ?? '',
    dueDate: task?.dueDate ?? '',
    phaseId: task?.phaseId ?? checklistPhases[0]!.id,
  });
  const {
    errors,
    pending: saving,
    hydrated,
    onSubmit,
  } = useActionForm({
    action: ({ phaseId, ...fields }: Values) =>
      task ? actions.wedding.updateTask({ id: task.id, ...fields }) : actions.wedding.addTask({ ...fields, phaseId }),
    read: () => ({ input: values }),
    onSuccess(data) {
      toast({ title: task ? weddingMessages.taskUpdated : weddingMessages.taskAdded, variant: 'success' });
      onSaved(data);
    },
    onError: () =>
      toast({ title: task ? weddingMessages.taskUpdateFailed : weddingMessages.saveFailed, description: weddingMessages.saveFailed, variant: 'destructive' }),
  });

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField label="Task name" value={values.taskName} onChange={set('taskName')} error={errors.taskName} />
      <TextAreaField label="Description" rows={3} value={values.description} onChange={set('description')} error={errors.description} />
      {task ? null : (
        <SelectField label="Phase" value={values.phaseId} onChange={set('phaseId')} error={errors.phaseId}>
          {checklistPhases.map((phase) => (
            <option key={phase.id} value={phase.id}>
              {phase.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Due date"
        type="date"
        value={values.dueDate}
        onChange={set('dueDate')}
        error={errors.dueDate}
        {...(task ? {} : { hint: 'Leave empty to date it with its phase.' })}
      />
      <div className="flex gap-3">
        <SubmitButton
          pending={saving}
          hydrated={hydrated}
          label={task ? 'Save Changes' : 'Add Task'}
          pendingLabel={task ? 'Saving...' : 'Adding...'}
          className="btn btn-primary"
        />
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
