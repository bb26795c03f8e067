import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const urls: string[] = [];
page.on('request', (r) => urls.push(r.url()));
await page.goto('http://127.0.0.1:4391' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log(urls.length); for (const u of urls) console.log(u.slice(0, 140));
await browser.close();
