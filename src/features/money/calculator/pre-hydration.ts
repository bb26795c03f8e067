// The calculator island hydrates when it scrolls into view, so its server-rendered sliders
// can be moved natively a moment before React takes over. Mark a slider the visitor moved
// (by key or pointer) so the island starts from its value rather than the default.
const VALUE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export function recordEarlyInput(root: HTMLElement): void {
  const mark = (target: EventTarget | null) => {
    if (target instanceof HTMLInputElement && target.type === 'range') target.dataset.touched = '';
  };
  root.addEventListener(
    'keydown',
    (event) => {
      if (VALUE_KEYS.has(event.key)) mark(event.target);
    },
    true,
  );
  root.addEventListener('input', (event) => mark(event.target), true);
}

/** Back from signing in with a result carried in the address: show the calculator (which then hydrates). */
export function revealSharedResult(root: HTMLElement): void {
  if (new URLSearchParams(location.search).has('total')) root.scrollIntoView();
}
