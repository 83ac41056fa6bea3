// Development only: Vite's history fallback answers every unknown path with index.html (the back-office). The
// public menu's paths get their own page, as the production server does (apps/api/src/plugins/spa.ts).
import type { Plugin } from 'vite';

const CARDAPIO_PATHS = /^\/cardapio(\/|$)/;

export function cardapioDevPlugin(): Plugin {
  return {
    name: 'cardapio-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && CARDAPIO_PATHS.test(req.url) && !req.url.includes('.')) req.url = '/cardapio.html';
        next();
      });
    },
  };
}
