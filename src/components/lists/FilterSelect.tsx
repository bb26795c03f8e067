import { useId } from 'react';
import type { FilterOption } from '../../lib/list-filters.ts';

type Props = {
  label: string;
  name: string;
  value: string;
  options: FilterOption[];
  onChange?: (value: string) => void;
  form?: string;
  labelClassName?: string;
};

/** Keeps an option list honest when the URL holds a value that is not one of its options. */
function withCurrent(options: FilterOption[], value: string): FilterOption[] {
  return value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
}

/**
 * A labelled select of a list's filter form. With `onChange` it is controlled (an island);
 * without, it is plain HTML that a GET form submits (a page rendered on the server).
 */
export function FilterSelect({ label, name, value, options, onChange, form, labelClassName = '' }: Props) {
  const id = useId();
  const state = onChange ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) } : { defaultValue: value };
  return (
    <div>
      <label htmlFor={id} className={`label ${labelClassName}`}>
        {label}
      </label>
      <select id={id} name={name} form={form} className="input" {...state}>
        {withCurrent(options, value).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
