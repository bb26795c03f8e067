// Fetches the brand faces once the page has loaded, then switches the page to them and
// remembers it, so later pages use them from their first paint (see BrandFonts.astro).
const STORAGE_KEY = 'mandap:fonts';

/** The first family of a font stack custom property (Astro names the faces with a hash). */
function firstFamily(style: CSSStyleDeclaration, property: string): string | undefined {
  return style.getPropertyValue(property).split(',')[0]?.trim() || undefined;
}

export function loadBrandFonts(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-fonts')) return;
  const start = () => {
    const style = getComputedStyle(root);
    const display = firstFamily(style, '--font-display');
    const body = firstFamily(style, '--font-body');
    if (!display || !body) return;
    Promise.all([document.fonts.load(`700 1em ${display}`), document.fonts.load(`400 1em ${body}`)])
      .then(() => {
        root.setAttribute('data-fonts', '');
        try {
          localStorage.setItem(STORAGE_KEY, '1');
        } catch {
          // Without storage the faces still come from the cache, after each page's load.
        }
      })
      .catch(() => {
        // The fallbacks stay: the page is complete without the brand faces.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
