// Toasts without a framework, so islands and plain page scripts share one live region.
export type ToastVariant = 'default' | 'success' | 'destructive';
/** `link`: a way on from the message, e.g. "Sign in" to a page that comes back here. */
export type Toast = { title: string; description?: string; variant?: ToastVariant; link?: { label: string; href: string } };

const FLASH_KEY = 'mandap:flash-toasts';
/** The close button's label when the page's toast region names none in its language (data-dismiss-label). */
const DISMISS_LABEL = 'Dismiss notification';
const DURATION_MS = 5000;
/** At most this many toasts show at once; a new one replaces the oldest. */
export const MAX_TOASTS = 3;

function region(): HTMLElement {
  let el = document.getElementById('toasts');
  if (!el) {
    el = document.createElement('div');
    el.id = 'toasts';
    el.className = 'toast-region';
    document.body.append(el);
  }
  return el;
}

/** Shows a toast now. Destructive toasts are announced assertively. */
export function toast({ title, description, variant = 'default', link }: Toast): void {
  if (typeof document === 'undefined') return;
  const item = document.createElement('div');
  item.className = `toast toast-${variant}`;
  item.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  const heading = document.createElement('p');
  heading.className = 'toast-title';
  heading.textContent = title;
  item.append(heading);
  if (description) {
    const body = document.createElement('p');
    body.className = 'toast-description';
    body.textContent = description;
    item.append(body);
  }
  if (link) {
    const a = document.createElement('a');
    a.className = 'toast-link';
    a.href = link.href;
    a.textContent = link.label;
    item.append(a);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  const list = region();
  close.setAttribute('aria-label', list.dataset.dismissLabel || DISMISS_LABEL);
  close.textContent = '×';
  close.addEventListener('click', () => item.remove());
  item.append(close);
  list.append(item);
  while (list.children.length > MAX_TOASTS) list.firstElementChild?.remove();
  setTimeout(() => item.remove(), DURATION_MS);
}

/** Keeps a toast to show on the next page, for messages that accompany a redirect. */
export function flashToast(t: Toast): void {
  const pending = readFlash();
  pending.push(t);
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(pending));
}

/** Shows toasts kept by `flashToast` on the previous page. */
export function showFlashToasts(): void {
  const pending = readFlash();
  sessionStorage.removeItem(FLASH_KEY);
  for (const t of pending) toast(t);
}

function readFlash(): Toast[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Toast[]) : [];
  } catch {
    return [];
  }
}
