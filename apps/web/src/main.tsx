import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n/index.ts';
import '@app/shared/schemas/erros-validacao.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado em index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
