// A detail page's lightbox, fetched when it is first wanted rather than with the page: the code
// loads when a pointer comes over or focus comes into the gallery, and the lightbox is wired
// on the first click on a photo, which is then replayed to open it. (The gallery island, whose
// photos React redraws, wires lightbox.ts at once.)
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
    opener.click();
  };
  root.addEventListener('click', first);
}
