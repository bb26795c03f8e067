// The auspicious dates from today on, offered beside the wedding date: a choice fills the
// date field. Its texts come from the dashboard island's messages ('muhuratPicker').
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { muhuratPickerMessages } from './muhurat-messages.ts';
import { formatCalendarDate, formatShortDate, todayInIndia } from '../../../lib/dates.ts';
import { localePath } from '../../../i18n/locales.ts';
import { muhuratDatesFrom, muhuratYear } from '../../../lib/muhurat.ts';

const SHOWN = 8;

export function MuhuratPicker({ value, onPick }: { value: string; onPick: (date: string) => void }) {
  const t = useMessages<CatalogueOf<typeof muhuratPickerMessages>>('muhuratPicker');
  const dates = muhuratDatesFrom(todayInIndia(), SHOWN);
  if (dates.length === 0) return null;
  const year = dates[0]!.date.slice(0, 4);
  const sample = dates.some((d) => muhuratYear(Number(d.date.slice(0, 4)))?.sample);
  return (
    <div className="sm:col-span-2" data-muhurat-picker>
      <p className="label">{t.label}</p>
      <p className="field-hint">
        {t.hint} {sample ? t.sample : null}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {dates.map((d) => (
          <li key={d.date}>
            <button
              type="button"
              className={`rounded-full border px-3 py-1 text-sm ${d.date === value ? 'border-maroon-700 bg-maroon-50' : 'border-stone-300 bg-white'}`}
              aria-pressed={d.date === value}
              aria-label={t.pick({ date: formatCalendarDate(d.date, t.$locale) })}
              onClick={() => onPick(d.date)}
            >
              {formatShortDate(d.date, t.$locale)} {d.date.slice(0, 4)}
            </button>
          </li>
        ))}
      </ul>
      <a className="link mt-1 inline-block text-sm" href={localePath(`/muhurat/${year}`, t.$locale)}>
        {t.seeAll({ year })}
      </a>
    </div>
  );
}
