// Serves the built site (node adapter) with the security headers on every response,
// static files included.
import http from 'node:http';
import { securityHeaders } from '../src/server/security-headers.ts';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(new URL('../dist/server/entry.mjs', import.meta.url).href)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
};

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';

http
  .createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // A static page's own policy (its script hashes) is sent beside ours; both are enforced.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      name.toLowerCase() === 'content-security-policy'
        ? setHeader(name, [securityHeaders['Content-Security-Policy']!, String(value)])
        : setHeader(name, value);
    handler(req, res);
  })
  .listen(port, host, () => {
    console.log(`Mandap is running at http://localhost:${port}`);
  });
