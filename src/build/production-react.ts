// The server's React in production mode. React picks its development or production build from
// process.env.NODE_ENV when it is loaded, and a Netlify function runs without NODE_ENV (the
// variables of netlify.toml do not reach functions), so an external React rendered every
// on-demand page with its development build: its checks and warnings, and a third or more of
// each render's time. A build bundles React into the server's code with NODE_ENV fixed to
// production, whatever the environment the function or `npm start` runs in.
import type { AstroIntegration } from 'astro';

export function productionServerReact(): AstroIntegration {
  return {
    name: 'mandap:production-server-react',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            ssr: { noExternal: ['react', 'react-dom', 'scheduler'] },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          },
        });
      },
    },
  };
}
