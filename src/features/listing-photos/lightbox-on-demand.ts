// A gallery's lightbox, fetched when it is first wanted rather than with the page: the code
// loads when a pointer comes over or focus comes into the gallery, and the lightbox is wired
// on the first click on a photo, which is then replayed to open it.
import type { Lightbox } from './lightbox.ts';

/** `ready` runs (and is awaited) once the lightbox is wired, before the first photo opens. */
export function lightboxOnDemand(root: HTMLElement, ready?: (lightbox: Lightbox) => unknown): void {
  let loading: Promise<typeof import('./lightbox.ts')> | null = null;
  const load = () => (loading ??= import('./lightbox.ts'));
  root.addEventListener('pointerover', load, { once: true });
  root.addEventListener('focusin', load, { once: true });
  const first = async (event: MouseEvent) => {
    const opener = (event.target as Element).closest<HTMLElement>('[data-lightbox-open]');
    if (!opener) return;
    root.removeEventListener('click', first);
    const lightbox = (await load()).initLightbox(root);
    await ready?.(lightbox);
    // A gallery island may have drawn its photos anew meanwhile: then click the same photo's new opener.
    const photo = (el: HTMLElement) => `${el.dataset.key ?? el.dataset.src}|${el.dataset.alt}`;
    const target = opener.isConnected ? opener : [...root.querySelectorAll<HTMLElement>('[data-lightbox-open]')].find((el) => photo(el) === photo(opener));
    target?.click();
  };
  root.addEventListener('click', first);
}
