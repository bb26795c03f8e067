// The availability fields of a list's filter form (venues and vendors): one date, or a range,
// or any auspicious date of a month, and the part of the day. Plain uncontrolled fields a GET
// form sends as `date`, `from`, `to`, `muhurat` and `part`.
import { useId } from 'react';
import { FilterSelect as Select } from '../../../components/lists/FilterSelect.tsx';
import { formatMonth } from '../../../lib/dates.ts';
import { localePath } from '../../../i18n/locales.ts';
import { MUHURAT_YEARS, muhuratYear } from '../../../lib/muhurat.ts';
import type { AvailabilityParams } from '../../marketplace/index.ts';
import type { AvailabilityFieldTexts } from './availability-messages.ts';

/** Every month with auspicious dates in the files, in order. */
function muhuratMonths(): string[] {
  const months = new Set(MUHURAT_YEARS.flatMap((y) => muhuratYear(y)!.dates.map((d) => d.date.slice(0, 7))));
  return [...months].sort();
}

type Props = { params: AvailabilityParams | undefined; t: AvailabilityFieldTexts };

export function AvailabilityFields({ params, t }: Props) {
  const dateId = useId();
  const fromId = useId();
  const toId = useId();
  const months = [{ value: '', label: t.anyMonth }, ...muhuratMonths().map((m) => ({ value: m, label: formatMonth(m, t.$locale) }))];
  const parts = [
    { value: '', label: t.wholeDay },
    { value: 'day', label: t.day },
    { value: 'evening', label: t.evening },
  ];
  return (
    <fieldset className="space-y-3" data-availability-fields>
      <legend className="label">{t.legend}</legend>
      <div>
        <label htmlFor={dateId} className="label">
          {t.date}
        </label>
        <input id={dateId} name="date" type="date" className="input" defaultValue={params?.date ?? ''} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={fromId} className="label">
            {t.from}
          </label>
          <input id={fromId} name="from" type="date" className="input" defaultValue={params?.from ?? ''} />
        </div>
        <div>
          <label htmlFor={toId} className="label">
            {t.to}
          </label>
          <input id={toId} name="to" type="date" className="input" defaultValue={params?.to ?? ''} />
        </div>
      </div>
      <Select label={t.muhurat} name="muhurat" value={params?.muhurat ?? ''} options={months} />
      <p className="text-xs">
        <a className="link" href={localePath(`/muhurat/${params?.muhurat?.slice(0, 4) ?? MUHURAT_YEARS.at(-2) ?? MUHURAT_YEARS[0]}`, t.$locale)}>
          {t.muhuratLink}
        </a>
      </p>
      <Select label={t.part} name="part" value={params?.part ?? ''} options={parts} />
    </fieldset>
  );
}
