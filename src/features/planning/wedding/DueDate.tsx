import { formatCalendarDate } from '../../../lib/dates.ts';

type Props = {
  dueDate: string;
  overdue: boolean;
  /** The line and the tag in the island's language (the Overview passes its own); English without them. */
  labels?: { due: (date: string) => string; overdue: string; locale: 'en' | 'hi' };
};

/** "Due 5 January 2027", in red with "Overdue" once the day has passed. */
export default function DueDate({ dueDate, overdue, labels }: Props) {
  const date = formatCalendarDate(dueDate, labels?.locale);
  return (
    <p className={`mt-1 text-xs ${overdue ? 'font-semibold text-red-800' : 'text-stone-600'}`}>
      {labels ? labels.due(date) : `Due ${date}`}
      {overdue ? <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-red-800">{labels?.overdue ?? 'Overdue'}</span> : null}
    </p>
  );
}
