import { useState } from 'react';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { LANG_TAG } from '../../../i18n/locales.ts';
import { useMessages } from '../../../i18n/react.tsx';
import { ACTIVITY_LIMITS, relativeTime, type ActivityEntry } from './activity.ts';
import { activitySentence } from './activity-text.ts';
import type { activityMessages } from './messages.ts';

type Props = {
  entries: ActivityEntry[];
  /** When the list was read (ISO): times are told from it, so the page and the island agree. */
  at: string;
};

/** The Overview's "Recent changes": who added, changed or removed what in the last 30 days. */
export default function RecentChanges({ entries, at }: Props) {
  const t = useMessages<CatalogueOf<typeof activityMessages>>('recentChanges');
  const [all, setAll] = useState(false);
  const now = new Date(at);
  const shown = all ? entries : entries.slice(0, ACTIVITY_LIMITS.shown);
  return (
    <section className="card p-5" aria-labelledby="recent-changes-title">
      <h3 id="recent-changes-title" className="font-serif text-xl text-maroon-800">
        {t.title}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-3 text-stone-700">{t.empty}</p>
      ) : (
        <ul id="recent-changes-list" className="mt-3 divide-y divide-stone-100" data-testid="recent-changes">
          {shown.map((entry) => (
            <li key={entry.id} className="py-2 break-words">
              {activitySentence(t, entry)}{' '}
              <time className="text-sm whitespace-nowrap text-stone-600" dateTime={entry.createdAt}>
                · {relativeTime(LANG_TAG[t.$locale], new Date(entry.createdAt), now)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {entries.length > ACTIVITY_LIMITS.shown ? (
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-maroon-700 hover:underline"
          aria-expanded={all}
          aria-controls="recent-changes-list"
          onClick={() => setAll((open) => !open)}
        >
          {all ? t.showFewer : t.showAll}
        </button>
      ) : null}
    </section>
  );
}
