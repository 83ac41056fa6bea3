import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n/index.ts';
import '@app/shared/schemas/erros-validacao.ts';
import { App } from './app/app.tsx';
import { router } from './app/router.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado em index.html');

// A transition: React renders the first screen in slices and yields between them, instead of one long task that
// keeps the phone from answering a tap while the board mounts.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The server may send a static first paint of the route inside #root (the login card, the board's frame). React
// replaces it on its first render, so render once the route's code and loaders are ready: the static paint then
// gives way to the real screen, not to a loading spinner in between.
if (root.firstElementChild && !router.state.initialized) {
  const parar = router.subscribe((state) => {
    if (!state.initialized) return;
    parar();
    render();
  });
} else render();
