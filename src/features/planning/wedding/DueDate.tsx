import { formatCalendarDate } from '../../../lib/dates.ts';

/** "Due 5 January 2027", in red with "Overdue" once the day has passed. */
export default function DueDate({ dueDate, overdue }: { dueDate: string; overdue: boolean }) {
  return (
    <p className={`mt-1 text-xs ${overdue ? 'font-semibold text-red-800' : 'text-stone-600'}`}>
      Due {formatCalendarDate(dueDate)}
      {overdue ? <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-red-800">Overdue</span> : null}
    </p>
  );
}
