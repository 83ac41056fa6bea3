// One poll of automatic printing (see use-impressao-automatica.ts): loaded when a station set up to print starts
// its loop, so the layouts and the QZ Tray client are not part of every screen's first load.
import type { ImpressaoConfig } from '@app/shared/schemas/impressao.ts';
import { marcarImpresso, pendentes, registrarFalha, segurancaQz } from '../../api/impressao.ts';
import { conectar, traduzirErro } from '../../lib/qz/cliente.ts';
import { documentosDoPedido, imprimirDocumentos } from '../../lib/qz/documentos.ts';
import { idDaEstacao, jaImpresso, registrarFalhaDaEstacao, registrarImpresso } from '../../lib/qz/estacao.ts';

function falhou(err: unknown) {
  const e = traduzirErro(err);
  // spec §8: a failed automatic print is logged
  console.error('Falha na impressão automática', e.codigo, e.detalhe ?? '');
  registrarFalhaDaEstacao({ codigo: e.codigo, detalhe: e.detalhe ?? null, em: Date.now() });
  return e;
}

/** One poll: connect first (a station whose QZ is down claims nothing, so a healthy one prints), then print. */
export async function ciclo(impressora: string, config: ImpressaoConfig, timezone: string, signal: AbortSignal) {
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
