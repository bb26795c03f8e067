import { useEffect, type RefObject } from 'react';

/**
 * Hands an island what the visitor typed, chose or ticked in its server-rendered fields
 * before it took over, as if done now: React keeps such values on the page but its state
 * (and so what the island sends) would not know them. Call once the island is running.
 */
export function adoptEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio left by the visitor's choice is unticked by the one chosen, which is handed over.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const now = field.checked;
      field.checked = !now; // what React last saw
      field.click(); // back to the visitor's choice, through the island's handler
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue; // what React last saw
      nativeValueSetter(field)?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** `adoptEarlyInput` for the element behind `ref`, once, when the island starts. */
export function useEarlyInput(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (ref.current) adoptEarlyInput(ref.current);
  }, [ref]);
}

/** The element's own `value` setter, which React's change tracking does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): ((value: string) => void) | undefined {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(proto, 'value')?.set;
}
