import { useState } from 'react';
import { actions } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { callAction } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import DueDate from './DueDate.tsx';
import TaskForm from './TaskForm.tsx';
import { compareTasks, isOverdue, weddingMessages, type PlanningTask } from './wedding.ts';
import { ProfileFirst } from './ProfileFirst.tsx';

type Props = { tasks: PlanningTask[]; onChange: (update: (tasks: PlanningTask[]) => PlanningTask[]) => void; hasProfile: boolean; onCreateProfile: () => void };

/** The planning tasks dated from the wedding day, ticked off and edited one by one. */
export default function PlanningTasksPanel({ tasks, onChange, hasProfile, onCreateProfile }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<PlanningTask | 'new' | null>(null);

  if (!hasProfile) {
    return <ProfileFirst message={'Create your wedding profile to get a planning checklist dated from your wedding day.'} onCreateProfile={onCreateProfile} />;
  }

  const replace = (task: PlanningTask) => onChange((list) => list.map((t) => (t.id === task.id ? task : t)).sort(compareTasks));

  async function toggle(task: PlanningTask) {
    setBusy(task.id);
    const { data, error } = await callAction(() => actions.wedding.toggleTask({ id: task.id, isCompleted: !task.isCompleted }));
    setBusy(null);
    if (error || !data) {
      toast({ title: weddingMessages.taskUpdateFailed, variant: 'destructive' });
      return;
    }
    replace(data);
    toast({ title: weddingMessages.taskUpdated, variant: 'success' });
  }

  async function remove(task: PlanningTask) {
    setBusy(task.id);
    const { error } = await callAction(() => actions.wedding.deleteTask({ id: task.id }));
    setBusy(null);
    if (error) {
      toast({ title: weddingMessages.saveFailed, variant: 'destructive' });
      return;
    }
    onChange((list) => list.filter((t) => t.id !== task.id));
    toast({ title: weddingMessages.taskDeleted, description: task.taskName, variant: 'success' });
  }

  const today = todayInIndia();
  const done = tasks.filter((t) => t.isCompleted).length;
  const overdue = tasks.filter((t) => isOverdue(t, today)).length;
  return (
    <div className="space-y-4">
      <div className="card p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-serif text-xl text-maroon-800">Planning checklist</h2>
          <p className="text-sm text-stone-700">
            {done} of {tasks.length} done{overdue > 0 ? `, ${overdue} overdue` : ''}
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing('new')}>
            Add Task
          </button>
        </div>
        <progress
          className="mt-3 h-2 w-full appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-maroon-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-maroon-700"
          max={tasks.length || 1}
          value={done}
          aria-label="Checklist progress"
        />
      </div>
      {tasks.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">No planning tasks yet.</p>
      ) : (
        <ul className="card divide-y divide-stone-100">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-start gap-3 p-4" data-testid="task">
              <button
                type="button"
                className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 ${task.isCompleted ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-stone-400 bg-white text-transparent hover:border-maroon-700'}`}
                aria-pressed={task.isCompleted}
                aria-label={`Mark "${task.taskName}" as ${task.isCompleted ? 'not done' : 'done'}`}
                disabled={busy === task.id}
                onClick={() => toggle(task)}
              >
                <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                  <path d="M7.7 13.3 4.4 10l-1.4 1.4 4.7 4.7 9.3-9.3-1.4-1.4z" />
                </svg>
              </button>
              <div className="min-w-0 flex-1">
                <p className={`font-medium break-words ${task.isCompleted ? 'text-stone-600 line-through' : ''}`}>{task.taskName}</p>
                {task.description ? <p className={`text-sm break-words text-stone-600 ${task.isCompleted ? 'line-through' : ''}`}>{task.description}</p> : null}
                {task.dueDate ? (
                  <DueDate dueDate={task.dueDate} overdue={isOverdue(task, today)} />
                ) : (
                  <p className="mt-1 text-xs text-stone-600">No due date</p>
                )}
              </div>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(task)} aria-label={`Edit task "${task.taskName}"`}>
                Edit
              </button>
              {task.custom ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy === task.id}
                  onClick={() => remove(task)}
                  aria-label={`Delete task "${task.taskName}"`}
                >
                  Delete
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} title={editing === 'new' ? 'Add task' : 'Edit task'} onClose={() => setEditing(null)}>
        {editing ? (
          <TaskForm
            task={editing === 'new' ? null : editing}
            onSaved={(t) => {
              if (editing === 'new') onChange((list) => [...list, t].sort(compareTasks));
              else replace(t);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
