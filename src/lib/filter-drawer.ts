// The phone filter drawer of the venue and vendor lists (components/lists/FilterDrawer.tsx):
// "Filters (n)" opens it as a modal dialog; Close, Escape or the backdrop close it; Tab
// stays inside it; focus returns to the button. Browser-only.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !dialog.open) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function initFilterDrawers(root: ParentNode = document): void {
  for (const opener of root.querySelectorAll<HTMLButtonElement>('[data-filter-open]')) {
    if (opener.dataset.filterReady) continue;
    const dialog = document.getElementById(opener.dataset.filterOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    opener.dataset.filterReady = 'true';
    opener.addEventListener('click', () => dialog.showModal());
    dialog.querySelector('[data-filter-close]')?.addEventListener('click', () => dialog.close());
    // A click on the backdrop lands on the dialog element itself.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('keydown', (event) => trapTab(dialog, event));
    dialog.addEventListener('close', () => {
      if (opener.getClientRects().length > 0) opener.focus();
    });
  }
}

/** Closes an open drawer, e.g. once its filters are applied in place. */
export function closeFilterDrawer(id: string): void {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
}
