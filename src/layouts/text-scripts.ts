// Which of the brand faces' scripts a text is written in, for the faces a page preloads
// (BrandFonts.astro): a couple may write their website in English or in Hindi whatever the
// language its visitor reads the page in.
export type TextScript = 'latin' | 'devanagari';

/** The scripts the texts use (letters only: digits and signs are in every face's fallback). */
export function textScripts(...texts: readonly (string | null | undefined)[]): TextScript[] {
  const text = texts.join(' ');
  const scripts: TextScript[] = [];
  if (/[A-Za-z]/.test(text)) scripts.push('latin');
  if (/\p{Script=Devanagari}/u.test(text)) scripts.push('devanagari');
  return scripts;
}
