import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { COLUNAS, type ColunaId } from '../quadro.ts';

// Styled once, not per tab: the board's first render inserts these few rules and no per-instance ones.
const Faixa = styled('div')(({ theme }) => ({
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const Aba = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 48,
  padding: '12px 16px',
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'none',
  cursor: 'pointer',
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': { color: theme.palette.primary.main, borderBottomColor: theme.palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const Contagem = styled('span')(({ theme }) => ({
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  fontSize: '0.75rem',
  lineHeight: '20px',
  textAlign: 'center',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  '&[data-urgente]': { color: theme.palette.error.contrastText, backgroundColor: theme.palette.error.main },
}));

const Painel = styled('div')({ paddingTop: 8 });

interface Props {
  aba: ColunaId;
  onChange: (c: ColunaId) => void;
  titulo: (c: ColunaId) => string;
  contagem: (c: ColunaId) => number;
  rotulo: string;
  /** The selected column's cards, shown as the tab panel. */
  children: ReactNode;
}

/**
 * The phone's column tabs, a light tab strip instead of MUI's scrollable Tabs: those measured the scrollbar and the
 * indicator in the board's first commit, forcing the page's first layout inside its one long task. The strip
 * scrolls natively when it does not fit; the keys are the tab pattern's (arrows, Home, End move the focus; Enter
 * or Space selects), with one tab in the Tab order.
 */
export function AbasQuadro({ aba, onChange, titulo, contagem, rotulo, children }: Props) {
  const id = useId();
  const faixa = useRef<HTMLDivElement>(null);
  const teclas = (e: KeyboardEvent<HTMLDivElement>) => {
    const abas = [...(faixa.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const atual = abas.indexOf(document.activeElement as HTMLButtonElement);
    const n = abas.length;
    const proxima = { ArrowRight: atual + 1, ArrowLeft: atual - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (proxima === undefined || atual < 0) return;
    e.preventDefault();
    abas[proxima % n]?.focus();
  };
  return (
    <>
      <Faixa role="tablist" aria-label={rotulo} ref={faixa} onKeyDown={teclas}>
        {COLUNAS.map((c) => {
          const n = contagem(c);
          return (
            <Aba
              key={c}
              type="button"
              role="tab"
              id={`${id}-${c}`}
              aria-selected={c === aba}
              aria-controls={c === aba ? `${id}-painel` : undefined}
              tabIndex={c === aba ? 0 : -1}
              onClick={() => onChange(c)}
            >
              {titulo(c)}
              {n > 0 && <Contagem data-urgente={c === 'pendente' ? '' : undefined}>{n > 99 ? '99+' : n}</Contagem>}
            </Aba>
          );
        })}
      </Faixa>
      <Painel role="tabpanel" id={`${id}-painel`} aria-labelledby={`${id}-${aba}`} data-testid={`coluna-${aba}`}>
        {children}
      </Painel>
    </>
  );
}
