import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ImpressaoConfig } from '@app/shared/schemas/impressao.ts';
import {
  configuracaoImpressaoQuery,
  marcarImpresso,
  pendentes,
  registrarFalha,
  segurancaQz,
} from '../../api/impressao.ts';
import { POLL_MS } from '../../api/pedidos.ts';
import { conectar, traduzirErro } from '../../lib/qz/cliente.ts';
import { documentosDoPedido, imprimirDocumentos } from '../../lib/qz/documentos.ts';
import {
  idDaEstacao,
  jaImpresso,
  registrarFalhaDaEstacao,
  registrarImpresso,
  useEstacao,
} from '../../lib/qz/estacao.ts';

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

function falhou(err: unknown) {
  const e = traduzirErro(err);
  // spec §8: a failed automatic print is logged
  console.error('Falha na impressão automática', e.codigo, e.detalhe ?? '');
  registrarFalhaDaEstacao({ codigo: e.codigo, detalhe: e.detalhe ?? null, em: Date.now() });
  return e;
}

/** One poll: connect first (a station whose QZ is down claims nothing, so a healthy one prints), then print. */
async function ciclo(impressora: string, config: ImpressaoConfig, timezone: string, signal: AbortSignal) {
  try {
    await conectar(segurancaQz);
  } catch (err) {
    falhou(err);
    return;
  }
  const estacao = idDaEstacao();
  const { items, reserva_segundos } = await pendentes(estacao);
  const inicio = Date.now();
  for (const p of items) {
    if (signal.aborted || Date.now() - inicio > (reserva_segundos - 10) * 1000) return; // the claim may lapse: re-poll
    if (!jaImpresso(p.id)) {
      try {
        await imprimirDocumentos(
          impressora,
          documentosDoPedido(p, config, timezone, 'ambos'),
          `pedido-${p.numero_pedido}`,
        );
      } catch (err) {
        const e = falhou(err);
        await registrarFalha(p.id, estacao, e.detalhe ? `${e.codigo}: ${e.detalhe}` : e.codigo).catch(() => undefined);
        return;
      }
      registrarImpresso(p.id);
    }
    // printed here before but the mark never reached the server: mark it now, without printing again
    await marcarImpresso(p.id, { impressora, estacao, impresso_em: new Date().toISOString() });
  }
  registrarFalhaDaEstacao(null);
}

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
