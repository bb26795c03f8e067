// Cover images that fail to load show the placeholder named in their data-fallback.
function useFallback(img: HTMLImageElement): void {
  const fallback = img.dataset.fallback;
  if (fallback && !img.src.endsWith(fallback)) img.src = fallback;
}

export function installImageFallbacks(): void {
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.dataset.fallback) useFallback(target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('loading') !== 'lazy') useFallback(img);
  }
}
