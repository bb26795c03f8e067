import { actions, isInputError } from 'astro:actions';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { toast } from '../../../lib/toast.ts';
import type { ChecklistPhase } from '../wedding/phases.ts';
import { CUSTOM_DESCRIPTION_MAX, CUSTOM_TITLE_MAX, customItemErrors, type ChecklistTexts, type CustomItem, type ItemView } from './checklist.ts';

type FieldErrors = { title?: string | undefined; description?: string | undefined; dueDate?: string | undefined };
type Props = {
  /** The item being edited; null while closed, 'new' to add one. */
  item: ItemView | 'new' | null;
  /** The phases in the page's language, for the new item's phase. */
  phases: readonly ChecklistPhase[];
  t: ChecklistTexts;
  onClose: () => void;
  onSaved: (item: CustomItem, added: boolean) => void;
  /** With a wedding profile the item is one of its tasks, which has a due date. */
  withDueDate?: boolean;
};

/** Adds a custom item to a phase, or edits one the couple added. */
export default function ChecklistItemDialog({ item, phases, t, onClose, onSaved, withDueDate = false }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const adding = item === 'new';
  const heading = adding ? t.addCustomItem : t.editCustomItem;
  const [phaseId, setPhaseId] = useState(phases[0]!.id);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  // Opening the dialog fills it from the item: the form's state follows the `item` prop.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    setTitle(item && item !== 'new' ? item.title : '');
    setDescription(item && item !== 'new' ? item.description : '');
    setDueDate(item && item !== 'new' ? (item.dueDate ?? '') : '');
    setErrors({});
    if (item && !element.open) element.showModal();
    if (!item && element.open) element.close();
  }, [item]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!item) return;
    const found = customItemErrors(
      { title, description },
      {
        titleRequired: t.titleRequired,
        titleTooLong: t.titleTooLong({ max: CUSTOM_TITLE_MAX }),
        descriptionTooLong: t.descriptionTooLong({ max: CUSTOM_DESCRIPTION_MAX }),
      },
    );
    setErrors(found);
    if (found.title || found.description) return;
    setSaving(true);
    // An empty date: a new item is dated with its phase, an edited one has none.
    const dated = withDueDate ? { dueDate: dueDate === '' ? (adding ? undefined : null) : dueDate } : {};
    const { data, error } = adding
      ? await actions.checklist.addItem({ phaseId, title, description, ...dated })
      : await actions.checklist.editItem({ id: item.id, title, description, ...dated });
    setSaving(false);
    if (error) {
      if (isInputError(error)) {
        setErrors({ title: error.fields.title?.[0], description: error.fields.description?.[0], dueDate: error.fields.dueDate?.[0] });
      } else {
        console.error(error);
        toast({ title: t.saveFailed, description: error.message, variant: 'destructive' });
      }
      return;
    }
    onSaved(data, adding);
    toast({ title: adding ? t.itemAdded : t.itemUpdated, description: data.title, variant: 'success' });
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="checklist-item-title"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-black/40"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id="checklist-item-title" className="font-serif text-2xl text-maroon-800">
          {heading}
        </h2>
        {adding ? (
          <SelectField label={t.phase} value={phaseId} onChange={(event) => setPhaseId(event.currentTarget.value)}>
            {phases.map((phase) => (
              <option key={phase.id} value={phase.id}>
                {phase.title}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label={t.itemTitle}
          value={title}
          required
          maxLength={CUSTOM_TITLE_MAX}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <TextAreaField
          label={t.itemDescription}
          value={description}
          rows={3}
          maxLength={CUSTOM_DESCRIPTION_MAX}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {withDueDate ? (
          <TextField
            label={t.dueDate}
            type="date"
            value={dueDate}
            error={errors.dueDate}
            onChange={(event) => setDueDate(event.currentTarget.value)}
            {...(adding ? { hint: t.dueDateHint } : {})}
          />
        ) : null}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {adding ? (saving ? t.adding : t.addItem) : saving ? t.saving : t.saveItem}
          </button>
        </div>
      </form>
    </dialog>
  );
}
