import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precomprimirPlugin } from './vite/precomprimir.ts';
import { cardapioDevPlugin } from './vite/cardapio-dev.ts';
import { primeiraCargaPlugin } from './vite/primeira-carga.ts';
import { estiloInlinePlugin } from './vite/estilo-inline.ts';
import { aliases } from './vite/aliases.ts';

// Same origin in every environment: in development Vite forwards /api to the API process,
// so the refresh cookie (path /api/auth) stays first-party.
export default defineConfig({
  plugins: [react(), estiloInlinePlugin(), primeiraCargaPlugin(), precomprimirPlugin(), cardapioDevPlugin()],
  resolve: { alias: aliases },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the back-office (index.html) and the customers' public menu (cardapio.html), a separate entry so a
    // customer's phone never downloads the back-office's code (MUI, the board, the forms).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        cardapio: fileURLToPath(new URL('./cardapio.html', import.meta.url)),
      },
    },
  },
});
