// How Chromium runs here, for Playwright and for Lighthouse alike: Debian's package, without
// the sandbox (containers), the GPU or anything fetched in the background.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
