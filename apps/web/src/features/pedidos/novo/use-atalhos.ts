import { useEffect, useRef } from 'react';
import { BUSCA_PRODUTO_ID } from './foco.ts';

/** Keyboard: "/" jumps to the menu search, Ctrl+Enter places the order. */
export function useAtalhos(enviar: () => void) {
  const enviarRef = useRef(enviar);
  useEffect(() => {
    enviarRef.current = enviar;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const alvo = e.target as HTMLElement | null;
      const digitando = alvo && (alvo.tagName === 'INPUT' || alvo.tagName === 'TEXTAREA' || alvo.isContentEditable);
      if (e.key === '/' && !digitando) {
        e.preventDefault();
        document.getElementById(BUSCA_PRODUTO_ID)?.focus();
      } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        enviarRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
