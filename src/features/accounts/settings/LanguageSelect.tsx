import { useMemo, useState } from 'react';
import { actions } from 'astro:actions';
import { SelectField } from '../../../components/ui/Field.tsx';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import { LANG_TAG, LANGUAGE_NAME, LOCALES, isLocale, type Locale } from '../../../i18n/locales.ts';
import { flashToast, toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { languageFieldMessages } from './messages.ts';

type Props = { locale: Locale; messages: MessagesData<CatalogueOf<typeof languageFieldMessages>> };

/**
 * The account's language. Saved as soon as it is chosen; the page then reloads so its shell and
 * texts come in that language; the reloaded page confirms it in the language it was chosen in.
 */
export default function LanguageSelect({ locale, messages }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const [value, setValue] = useState(locale);
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  async function choose(next: string) {
    if (!isLocale(next) || next === value) return;
    const previous = value;
    setValue(next);
    setSaving(true);
    try {
      const { error } = await actions.settings.updateLanguage({ locale: next });
      if (error) throw error;
      flashToast({ title: t.saved, variant: 'success' });
      window.location.reload();
    } catch {
      setValue(previous);
      setSaving(false);
      toast({ title: t.failed, variant: 'destructive' });
    }
  }

  return (
    <SelectField label={t.label} name="locale" value={value} disabled={!hydrated || saving} onChange={(e) => void choose(e.target.value)} hint={t.hint}>
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={LANG_TAG[option]}>
          {LANGUAGE_NAME[option]}
        </option>
      ))}
    </SelectField>
  );
}
