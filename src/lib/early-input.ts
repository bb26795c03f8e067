import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** One field the visitor changed before the island took over, and what they left in it. */
type EarlyInput =
  | { field: HTMLSelectElement; selected: boolean[] }
  | { field: HTMLInputElement; checked: boolean }
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string };

/**
 * What the visitor typed, chose or ticked in the island's server-rendered fields before it
 * took over: whatever differs from what the server sent. Read as soon as the island runs,
 * before any render of its own puts its state back into the fields.
 */
function readEarlyInput(root: ParentNode): EarlyInput[] {
  const early: EarlyInput[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const selected = Array.from(field.options, (option) => option.selected);
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) early.push({ field, selected });
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio left by the visitor's choice is unticked by the one chosen, which is handed over.
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) early.push({ field, checked: field.checked });
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      early.push({ field, value: field.value });
    }
  }
  return early;
}

/**
 * Hands the island what was read, as if done now, through its own handlers: React keeps its
 * state in the fields, so without this what the island shows and sends would not know them.
 * Run outside React's own work (a change made while its effects run is put back).
 */
function handOverEarlyInput(early: EarlyInput[]): void {
  for (const item of early) {
    if (!item.field.isConnected) continue;
    if ('selected' in item) {
      Array.from(item.field.options).forEach((option, i) => (option.selected = item.selected[i] ?? false));
      item.field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ('checked' in item) {
      item.field.checked = !item.checked; // what React is told it last set
      item.field.click(); // the visitor's choice, through the island's handler
    } else {
      const { field, value } = item;
      // What React is told it last set must differ from the value, for its change handler to run.
      field.value = value === field.defaultValue ? `${value} ` : field.defaultValue;
      nativeValueSetter(field)?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Reads the early input of the element behind `ref` when the island starts, and hands it over just after. */
export function useEarlyInput(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const early = ref.current ? readEarlyInput(ref.current) : [];
    if (early.length === 0) return;
    const timer = setTimeout(() => handOverEarlyInput(early));
    return () => clearTimeout(timer);
  }, [ref]);
}

/** The element's own `value` setter, which React's change tracking does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): ((value: string) => void) | undefined {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(proto, 'value')?.set;
}
