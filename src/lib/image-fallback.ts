// Swaps a broken `<img data-fallback>` for the neutral placeholder. The CSP forbids inline
// `onerror`, so one capturing listener catches failures (image errors do not bubble) and a
// pass at start-up catches images that failed before this script ran.
export const PLACEHOLDER_SRC = '/images/placeholder.svg';

function showFallback(img: HTMLImageElement): void {
  if (img.dataset.fallbackApplied !== undefined) return;
  img.dataset.fallbackApplied = '';
  // In a <picture>, the <source> elements would keep choosing the broken files.
  if (img.parentElement instanceof HTMLPictureElement) for (const source of img.parentElement.querySelectorAll('source')) source.remove();
  img.removeAttribute('srcset');
  img.src = img.dataset.fallback || PLACEHOLDER_SRC;
}

function isBroken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute('src'));
}

/** Installs the fallback for current and future images in `root`. */
export function installImageFallback(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute('data-fallback')) showFallback(target);
    },
    true,
  );
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (isBroken(img)) showFallback(img);
  }
}
