// The detail page's photo lightbox: a modal <dialog> (the page behind is inert, Escape
// closes it), arrow keys and swipes to move, focus back on the photo last shown, and the
// couple's "Report photo". Kept small: the page's messages and each photo's data come from
// the HTML (data attributes), so no feature module is bundled here.
import { loadActions, warmActionsOn } from '../../lib/load-actions.ts';

const SWIPE_PX = 50;

const srcset = (key: string, widths: string[], format: string) => widths.map((w) => `/media/${key}-${w}.${format} ${w}w`).join(', ');

function init(gallery: HTMLElement): void {
  const dialog = gallery.querySelector('dialog')!;
  const $ = <T extends Element>(selector: string) => dialog.querySelector<T>(selector)!;
  const openers = [...gallery.querySelectorAll<HTMLElement>('[data-lightbox-open]')];
  const img = $<HTMLImageElement>('img');
  const [avif, webp] = dialog.querySelectorAll('source');
  const count = $<HTMLElement>('[data-lightbox-count]');
  const caption = $<HTMLElement>('figcaption');
  const toggle = $<HTMLButtonElement>('[data-report-toggle]');
  const form = $<HTMLFormElement>('form');
  const message = $<HTMLElement>('[data-report-message]');
  const text = dialog.dataset;
  let current = 0;

  const showForm = (open: boolean) => {
    form.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) form.querySelector('select')!.focus();
  };

  const show = (index: number) => {
    current = (index + openers.length) % openers.length;
    const { key = '', widths = '', alt = '' } = openers[current]!.dataset;
    const list = widths.split(' ');
    avif!.srcset = srcset(key, list, 'avif');
    webp!.srcset = srcset(key, list, 'webp');
    img.srcset = srcset(key, list, 'jpg');
    img.src = `/media/${key}-${list.at(-1)}.jpg`;
    img.alt = caption.textContent = alt;
    count.textContent = `Photo ${current + 1} of ${openers.length}`;
    message.textContent = '';
    showForm(false);
  };

  gallery.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest<HTMLElement>('[data-lightbox-open]');
    if (!opener) return;
    show(openers.indexOf(opener));
    dialog.showModal();
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-lightbox-close]') || target === dialog || target.matches('figure')) dialog.close();
    else if (target.closest('[data-lightbox-prev]')) show(current - 1);
    else if (target.closest('[data-lightbox-next]')) show(current + 1);
    else if (target.closest('[data-report-toggle]')) showForm(form.hasAttribute('hidden'));
    else if (target.closest('[data-report-cancel]')) {
      showForm(false);
      toggle.focus();
    }
  });
  // The photo last shown keeps the place in the page.
  dialog.addEventListener('close', () => openers[current]?.focus());
  dialog.addEventListener('keydown', (event) => {
    if ((event.target as Element).matches('select') || !/^Arrow(Left|Right)$/.test(event.key)) return;
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

  warmActionsOn(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const reason = new FormData(form).get('reason') as 'inappropriate';
    if (!reason) return void (message.textContent = text.msgReason!);
    const { actions, isInputError } = await loadActions();
    const { error } = await actions.photos.report({ photoId: Number(openers[current]!.dataset.photoId), reason });
    const code = (error as { code?: string } | undefined)?.code;
    message.textContent = !error
      ? text.msgReported!
      : isInputError(error)
        ? text.msgReason!
        : code === 'UNAUTHORIZED'
          ? text.msgSignIn!
          : code === 'FORBIDDEN'
            ? text.msgCouples!
            : error.message || text.msgFailed!;
    showForm(false);
    toggle.focus();
  });
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-photo-gallery]')) init(gallery);
