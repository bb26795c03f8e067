import { useState } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { callAction } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import DueDate from './DueDate.tsx';
import TaskForm from './TaskForm.tsx';
import { compareTasks, isOverdue, type PlanningTask } from './wedding.ts';
import { ProfileFirst } from './ProfileFirst.tsx';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { planningTasksMessages } from './messages.ts';
import { shownTask, type TaskTexts } from './task-texts.ts';
import { useCan } from './access-context.tsx';

type Props = { tasks: PlanningTask[]; onChange: (update: (tasks: PlanningTask[]) => PlanningTask[]) => void; hasProfile: boolean; onCreateProfile: () => void };

/** The planning tasks dated from the wedding day, ticked off and edited one by one. */
export default function PlanningTasksPanel({ tasks, onChange, hasProfile, onCreateProfile }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<PlanningTask | 'new' | null>(null);
  const t = useMessages<CatalogueOf<typeof planningTasksMessages>>('planningTasks');
  const texts = useMessages<TaskTexts>('taskTexts');
  // A viewer reads the checklist: ticks show, nothing changes it.
  const canPlan = useCan('plan');

  if (!hasProfile) {
    return <ProfileFirst message={t.profileFirst} label={t.createProfile} onCreateProfile={onCreateProfile} />;
  }

  const replace = (task: PlanningTask) => onChange((list) => list.map((other) => (other.id === task.id ? task : other)).sort(compareTasks));

  async function toggle(task: PlanningTask) {
    setBusy(task.id);
    const { data, error } = await callAction(() => actions.wedding.toggleTask({ id: task.id, isCompleted: !task.isCompleted }));
    setBusy(null);
    if (error || !data) {
      toast({ title: t.taskUpdateFailed, variant: 'destructive' });
      return;
    }
    replace(data);
    toast({ title: t.taskUpdated, variant: 'success' });
  }

  async function remove(task: PlanningTask) {
    setBusy(task.id);
    const { error } = await callAction(() => actions.wedding.deleteTask({ id: task.id }));
    setBusy(null);
    if (error) {
      toast({ title: t.saveFailed, variant: 'destructive' });
      return;
    }
    onChange((list) => list.filter((other) => other.id !== task.id));
    toast({ title: t.taskDeleted, description: shownTask(task, texts).taskName, variant: 'success' });
  }

  const today = todayInIndia();
  const done = tasks.filter((task) => task.isCompleted).length;
  const overdue = tasks.filter((task) => isOverdue(task, today)).length;
  const dueLabels = { due: (date: string) => t.due({ date }), overdue: t.overdue, locale: t.$locale };
  return (
    <div className="space-y-4">
      <div className="card p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-serif text-xl text-maroon-800">{t.title}</h2>
          <p className="text-sm text-stone-700">
            {t.doneOf({ done, total: tasks.length })}
            {overdue > 0 ? t.overdueCount({ count: overdue }) : ''}
          </p>
          {canPlan ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing('new')}>
              {t.addTask}
            </button>
          ) : null}
        </div>
        <progress
          className="mt-3 h-2 w-full appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-maroon-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-maroon-700"
          max={tasks.length || 1}
          value={done}
          aria-label={t.progress}
        />
      </div>
      {tasks.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{t.empty}</p>
      ) : (
        <ul className="card divide-y divide-stone-100">
          {tasks.map((task) => {
            const { taskName, description } = shownTask(task, texts);
            return (
              <li key={task.id} className="flex items-start gap-3 p-4" data-testid="task">
                <button
                  type="button"
                  className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 ${task.isCompleted ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-stone-400 bg-white text-transparent hover:border-maroon-700'}`}
                  aria-pressed={task.isCompleted}
                  aria-label={task.isCompleted ? t.markNotDone({ name: taskName }) : t.markDone({ name: taskName })}
                  disabled={!canPlan || busy === task.id}
                  onClick={() => toggle(task)}
                >
                  <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                    <path d="M7.7 13.3 4.4 10l-1.4 1.4 4.7 4.7 9.3-9.3-1.4-1.4z" />
                  </svg>
                </button>
                <div className="min-w-0 flex-1">
                  <p className={`font-medium break-words ${task.isCompleted ? 'text-stone-600 line-through' : ''}`}>{taskName}</p>
                  {description ? <p className={`text-sm break-words text-stone-600 ${task.isCompleted ? 'line-through' : ''}`}>{description}</p> : null}
                  {task.dueDate ? (
                    <DueDate dueDate={task.dueDate} overdue={isOverdue(task, today)} labels={dueLabels} />
                  ) : (
                    <p className="mt-1 text-xs text-stone-600">{t.noDueDate}</p>
                  )}
                </div>
                {canPlan ? (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(task)} aria-label={t.editTask({ name: taskName })}>
                    {t.edit}
                  </button>
                ) : null}
                {canPlan && task.custom ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy === task.id}
                    onClick={() => remove(task)}
                    aria-label={t.deleteTask({ name: taskName })}
                  >
                    {t.delete}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Modal open={editing !== null} title={editing === 'new' ? t.addTaskTitle : t.editTaskTitle} onClose={() => setEditing(null)}>
        {editing ? (
          <TaskForm
            task={editing === 'new' ? null : editing}
            texts={texts}
            onSaved={(saved) => {
              if (editing === 'new') onChange((list) => [...list, saved].sort(compareTasks));
              else replace(saved);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
