// The inline <head> script of BrandFonts.astro: a returning visitor's pages use the brand faces
// from their first paint. Kept here so astro.config.mjs can allow exactly this script in the CSP.
export const FONTS_FLAG_SCRIPT =
  "try{if(localStorage.getItem('mandap:fonts'))document.documentElement.setAttribute('data-fonts','')}catch(e){}";
