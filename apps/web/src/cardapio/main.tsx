import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './estilos.css';
import { CardapioApp } from './app.tsx';

const raiz = document.getElementById('cardapio');
if (!raiz) throw new Error('#cardapio não encontrado em cardapio.html');

createRoot(raiz).render(
  <StrictMode>
    <CardapioApp />
  </StrictMode>,
);
