// What both estimate forms do in the browser, kept tiny: redraw (loaded on first use) when a
// field changes, and, when the URL names no guest count, start from the signed-in couple's.
import { fetchGuestCount } from './guest-count.ts';

type Redraw = (root: HTMLElement, form: HTMLFormElement) => void;

export function wireEstimateForm(selector: string, load: () => Promise<Redraw>): void {
  const root = document.querySelector<HTMLElement>(selector);
  const form = root?.querySelector('form');
  if (!root || !form) return;
  let touched = false;
  const redraw = () => void load().then((draw) => draw(root, form));
  form.addEventListener('input', () => {
    touched = true;
    redraw();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    redraw();
  });
  if (root.dataset.guestsGiven) return;
  void fetchGuestCount().then((count) => {
    const guests = form.querySelector<HTMLInputElement>('[name="guests"]');
    if (touched || count === null || !guests) return;
    guests.value = String(count);
    redraw();
  });
}
