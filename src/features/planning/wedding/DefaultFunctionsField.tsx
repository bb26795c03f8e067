import { DEFAULT_FUNCTION_NAMES, type DefaultFunctionName } from './functions.ts';

type Props = {
  value: DefaultFunctionName[];
  onChange: (names: DefaultFunctionName[]) => void;
  /** The legend, its hint and each usual function's name in the form's language. */
  labels: { legend: string; hint: string; name: (name: DefaultFunctionName) => string };
};

/** The usual functions, offered when a wedding profile is created: keep or drop each. */
export default function DefaultFunctionsField({ value, onChange, labels }: Props) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="label">{labels.legend}</legend>
      <p className="field-hint mt-0 mb-2">{labels.hint}</p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {DEFAULT_FUNCTION_NAMES.map((name) => (
          <label key={name} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-maroon-700"
              checked={value.includes(name)}
              onChange={(e) =>
                onChange(e.target.checked ? DEFAULT_FUNCTION_NAMES.filter((n) => n === name || value.includes(n)) : value.filter((n) => n !== name))
              }
            />
            {labels.name(name)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
