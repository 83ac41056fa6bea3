import { startTransition, StrictMode } from 'react';
// The theme's font, imported by the entry itself so its rules are the entry's stylesheet, which the build puts
// inside index.html (vite/estilo-inline.ts): imported from a lazily loaded stage it would be a stylesheet requested
// by a script, after the first paint.
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado em index.html');

// The app's code is evaluated in stages, a task each, with a pause between them: one module graph evaluates in one
// uninterrupted task, and the whole app's (react-dom, the router, MUI's theme, i18next) was the longest task of a
// phone's first load. Each stage's files are preloaded from the HTML (vite/primeira-carga.ts), so nothing here waits
// for the network.
const pausa = () => new Promise<void>((r) => setTimeout(r, 0));

async function iniciar() {
  await import('./app/i18n/index.ts');
  await import('@app/shared/schemas/erros-validacao.ts');
  await pausa();
  const { router } = await import('./app/router.ts');
  await pausa();
  const { App } = await import('./app/app.tsx');
  await pausa();
  const { createRoot } = await import('./app/raiz.ts');

  // A transition: React renders the first screen in slices and yields between them, instead of one long task that
  // keeps the phone from answering a tap while the board mounts.
  const render = () =>
    startTransition(() =>
      createRoot(root!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );

  // The server may send a static first paint of the route inside #root (the login card, the board's frame). React
  // replaces it on its first render, so render once the route's code and loaders are ready: the static paint then
  // gives way to the real screen, not to a loading spinner in between.
  if (root!.firstElementChild && !router.state.initialized) {
    const parar = router.subscribe((state) => {
      if (!state.initialized) return;
      parar();
      render();
    });
  } else render();
}

void iniciar();
