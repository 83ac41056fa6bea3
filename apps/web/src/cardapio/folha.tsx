import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  titulo: string;
  onClose: () => void;
  children: ReactNode;
  rodape?: ReactNode;
}

/** A bottom sheet on a phone, a centred panel on a wide screen: focus moves in, Escape closes. */
export function Folha({ titulo, onClose, children, rodape }: Props) {
  const painel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    painel.current?.focus();
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', esc);
    document.body.classList.add('sem-rolagem');
    return () => {
      document.removeEventListener('keydown', esc);
      document.body.classList.remove('sem-rolagem');
    };
  }, [onClose]);
  return (
    <div className="fundo" onClick={onClose}>
      <div
        ref={painel}
        className="folha"
        role="dialog"
        aria-modal="true"
        aria-label={titulo}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="folha-topo">
          <h2>{titulo}</h2>
          <button type="button" className="fechar" aria-label="Fechar" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="folha-corpo">{children}</div>
        {rodape && <footer className="folha-rodape">{rodape}</footer>}
      </div>
    </div>
  );
}
