import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:soon` directive (src/lib/hydrate-soon.ts). */
export function clientSoon(): AstroIntegration {
  return {
    name: 'mandap:client-soon',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'soon', entrypoint: fileURLToPath(new URL('../lib/hydrate-soon.ts', import.meta.url)) });
      },
    },
  };
}
