import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configuracaoImpressaoQuery } from '../../api/impressao.ts';
import { POLL_MS } from '../../api/pedidos.ts';
import { registrarFalhaDaEstacao, useEstacao } from '../../lib/qz/estacao.ts';

// Automatic printing (spec §1, §4): while an admin screen is open, every site order in preparation is printed once.
// "Once" holds across reloads (the printed ids in browser storage, and the server's mark), across tabs of one
// browser (a Web Lock: one tab prints, the others wait to take over when it closes) and across computers (the
// server claims each pending order for one station at a time). A failure is logged, reported (the order stays
// unprinted and comes back on the next poll) and shown in every tab of the shell.

const TRAVA = 'impressao-automatica';

const espera = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

/** Runs the automatic printer in this tab when it holds the lock. Active only on a station set up to print. */
export function useImpressaoAutomatica(ativo: boolean, timezone: string) {
  const { impressora, automatica } = useEstacao();
  const config = useQuery({ ...configuracaoImpressaoQuery(), enabled: ativo, meta: { silent: true } });
  const cfg = config.data;
  const ligado = ativo && automatica && impressora !== null && cfg?.impressao_automatica === true;

  useEffect(() => {
    if (!ligado || !impressora || !cfg) return;
    const ctrl = new AbortController();
    const laco = async () => {
      const { ciclo } = await import('./ciclo-impressao.ts');
      while (!ctrl.signal.aborted) {
        await ciclo(impressora, cfg, timezone, ctrl.signal).catch((err: unknown) =>
          console.warn('Impressão automática: consulta falhou', err),
        );
        await espera(POLL_MS, ctrl.signal);
      }
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) locks.request(TRAVA, { signal: ctrl.signal }, laco).catch(() => undefined);
    else void laco();
    return () => ctrl.abort();
  }, [ligado, impressora, cfg, timezone]);

  // a station that stops printing automatically no longer warns about it
  useEffect(() => {
    if (!ligado) registrarFalhaDaEstacao(null);
  }, [ligado]);
}
