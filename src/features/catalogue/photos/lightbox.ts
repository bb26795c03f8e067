// The photo lightbox of detail pages and the gallery: a modal <dialog> (the page behind is
// inert, Escape closes it), arrow keys and swipes to move, focus back on the photo last shown.
// Openers are `[data-lightbox-open]` elements inside the root, read when one is clicked (the
// gallery adds photos as it scrolls); each carries its photo as data attributes: an uploaded
// photo's `data-key` and `data-widths`, or a plain `data-src`, and `data-alt`. A root without
// its own `dialog[data-lightbox]` gets the plain one built here.

const SWIPE_PX = 50;

const srcset = (key: string, widths: string[], format: string) => widths.map((w) => `/media/${key}-${w}.${format} ${w}w`).join(', ');

export interface Lightbox {
  dialog: HTMLDialogElement;
  /** The opener of the photo on show. */
  current(): HTMLElement | undefined;
}

const BUTTON = 'btn btn-sm border border-white/60 text-white hover:bg-white/10';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The plain dialog: count, Close, the photo and its caption, Previous and Next. A root in
 * another language names them in `data-msg-close`, `-previous`, `-next` and `-count`
 * ("Photo {n} of {count}"); without, they are English.
 */
function buildDialog(root: HTMLElement): HTMLDialogElement {
  const text = (value: string) => document.createTextNode(value);
  const dialog = element(
    'dialog',
    {
      'data-lightbox': '',
      'aria-label': root.dataset.lightboxLabel ?? 'Photos',
      class: 'lightbox m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-black/80',
    },
    element(
      'div',
      { class: 'flex h-full flex-col' },
      element(
        'div',
        { class: 'flex items-center justify-between gap-3 px-4 py-3' },
        element('p', {
          'data-lightbox-count': '',
          class: 'text-sm',
          'aria-live': 'polite',
        }),
        element('button', { type: 'button', class: BUTTON, 'data-lightbox-close': '' }, text(root.dataset.msgClose ?? 'Close')),
      ),
      element(
        'figure',
        {
          class: 'flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2',
        },
        element('img', {
          'data-lightbox-img': '',
          alt: '',
          class: 'min-h-0 max-w-full flex-1 object-contain',
        }),
        element('figcaption', {
          'data-lightbox-caption': '',
          class: 'max-w-3xl px-2 text-center text-sm text-stone-200',
        }),
      ),
      element(
        'div',
        { class: 'flex items-center justify-between gap-3 px-4 py-3' },
        element('button', { type: 'button', class: BUTTON, 'data-lightbox-prev': '' }, text(root.dataset.msgPrevious ?? '← Previous')),
        element('button', { type: 'button', class: BUTTON, 'data-lightbox-next': '' }, text(root.dataset.msgNext ?? 'Next →')),
      ),
    ),
  );
  // An island keeps an empty `[data-lightbox-host]` for it, so React never meets a node it did not make.
  (root.querySelector('[data-lightbox-host]') ?? root).append(dialog);
  return dialog;
}

/** Wires the lightbox of one gallery; the dialog dispatches `lightbox:show` for each photo shown. */
export function initLightbox(root: HTMLElement): Lightbox {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-lightbox]') ?? buildDialog(root);
  const $ = <T extends Element>(selector: string) => dialog.querySelector<T>(selector)!;
  const img = $<HTMLImageElement>('[data-lightbox-img]');
  const [avif, webp] = dialog.querySelectorAll('source');
  const count = $<HTMLElement>('[data-lightbox-count]');
  const caption = $<HTMLElement>('figcaption');
  const arrows = [$<HTMLElement>('[data-lightbox-prev]'), $<HTMLElement>('[data-lightbox-next]')];
  let openers: HTMLElement[] = [];
  let current = 0;

  const show = (index: number) => {
    current = (index + openers.length) % openers.length;
    const { key, widths = '', src, alt = '' } = openers[current]!.dataset;
    const list = widths.split(' ');
    const sets = key ? [srcset(key, list, 'avif'), srcset(key, list, 'webp'), srcset(key, list, 'jpg')] : ['', '', ''];
    if (avif) avif.srcset = sets[0]!;
    if (webp) webp.srcset = sets[1]!;
    img.srcset = sets[2]!;
    img.src = key ? `/media/${key}-${list.at(-1)}.jpg` : (src ?? '');
    img.alt = caption.textContent = alt;
    const template = dialog.dataset.msgCount ?? root.dataset.msgCount;
    count.textContent = template
      ? template.replace('{n}', String(current + 1)).replace('{count}', String(openers.length))
      : `Photo ${current + 1} of ${openers.length}`;
    for (const arrow of arrows) arrow.hidden = openers.length < 2;
    dialog.dispatchEvent(new CustomEvent('lightbox:show'));
  };

  root.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest<HTMLElement>('[data-lightbox-open]');
    if (!opener || dialog.contains(opener)) return;
    openers = [...root.querySelectorAll<HTMLElement>('[data-lightbox-open]')];
    show(openers.indexOf(opener));
    dialog.showModal();
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-lightbox-close]') || target === dialog || target.matches('figure')) dialog.close();
    else if (target.closest('[data-lightbox-prev]')) show(current - 1);
    else if (target.closest('[data-lightbox-next]')) show(current + 1);
  });
  // The photo last shown keeps the place in the page, even if the page re-rendered its photos
  // while the lightbox was open (the gallery refreshes and loads more): found again by its source.
  dialog.addEventListener('close', () => {
    const shown = openers[current];
    if (!shown) return;
    const { key, src } = shown.dataset;
    const again = shown.isConnected
      ? shown
      : [...root.querySelectorAll<HTMLElement>('[data-lightbox-open]')].find((el) => (key ? el.dataset.key === key : el.dataset.src === src));
    again?.focus();
  });
  dialog.addEventListener('keydown', (event) => {
    if ((event.target as Element).matches('select, input, textarea') || !/^Arrow(Left|Right)$/.test(event.key)) return;
    event.preventDefault();
    show(current + (event.key === 'ArrowRight' ? 1 : -1));
  });

  let startX: number | null = null;
  dialog.addEventListener('touchstart', (event) => (startX = event.touches.length === 1 ? event.touches[0]!.clientX : null), { passive: true });
  dialog.addEventListener('touchend', (event) => {
    const dx = startX === null ? 0 : event.changedTouches[0]!.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= SWIPE_PX) show(current + (dx < 0 ? 1 : -1));
  });

  return { dialog, current: () => openers[current] };
}
