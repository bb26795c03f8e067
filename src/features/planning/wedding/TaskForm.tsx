import { useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import { checklistPhases } from './phases.ts';
import { weddingMessages, type PlanningTask } from './wedding.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { planningTasksMessages } from './messages.ts';
import { shownTask, type TaskTexts } from './task-texts.ts';

type Values = { taskName: string; description: string; dueDate: string; phaseId: string };
type Props = { task: PlanningTask | null; texts: TaskTexts; onSaved: (task: PlanningTask) => void; onCancel: () => void };

/** Edits a task, or (with no task) adds one of the couple's own to a checklist phase. */
export default function TaskForm({ task, texts, onSaved, onCancel }: Props) {
  const t = useMessages<CatalogueOf<typeof planningTasksMessages>>('planningTasks');
  // A task the couple has not renamed shows in the account's language; sent back unchanged, it
  // keeps its stored words, so it still follows the language.
  const shown = task ? shownTask(task, texts) : null;
  const [values, setValues] = useState<Values>({
    taskName: shown?.taskName ?? '',
    description: shown?.description ?? '',
    dueDate: task?.dueDate ?? '',
    phaseId: task?.phaseId ?? checklistPhases[0]!.id,
  });
  const stored = ({ taskName, description, ...rest }: Values): Values => ({
    ...rest,
    taskName: task && shown && taskName === shown.taskName ? task.taskName : taskName,
    description: task && shown && description === (shown.description ?? '') ? (task.description ?? '') : description,
  });
  const {
    errors,
    pending: saving,
    hydrated,
    onSubmit,
  } = useActionForm({
    action: ({ phaseId, ...fields }: Values) =>
      task ? actions.wedding.updateTask({ id: task.id, ...fields }) : actions.wedding.addTask({ ...fields, phaseId }),
    read: () => ({ input: stored(values) }),
    onSuccess(data) {
      toast({ title: task ? t.taskUpdated : t.taskAdded, variant: 'success' });
      onSaved(data);
    },
    onError: () => toast({ title: task ? t.taskUpdateFailed : t.saveFailed, description: t.saveFailed, variant: 'destructive' }),
  });

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const taskNameError = errors.taskName === weddingMessages.taskNameRequired ? t.taskNameRequired : errors.taskName;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField label={t.taskName} value={values.taskName} onChange={set('taskName')} error={taskNameError} />
      <TextAreaField label={t.description} rows={3} value={values.description} onChange={set('description')} error={errors.description} />
      {task ? null : (
        <SelectField label={t.phase} value={values.phaseId} onChange={set('phaseId')} error={errors.phaseId}>
          {checklistPhases.map((phase) => (
            <option key={phase.id} value={phase.id}>
              {texts[phase.id] ?? phase.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t.dueDate}
        type="date"
        value={values.dueDate}
        onChange={set('dueDate')}
        error={errors.dueDate}
        {...(task ? {} : { hint: t.dueDateHint })}
      />
      <div className="flex gap-3">
        <SubmitButton
          pending={saving}
          hydrated={hydrated}
          label={task ? t.saveChanges : t.addTask}
          pendingLabel={task ? t.saving : t.adding}
          className="btn btn-primary"
        />
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
