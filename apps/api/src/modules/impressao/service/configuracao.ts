import type { Tenant } from '../../../db/tenant.ts';
import { IMPRESSAO_PADRAO, type ImpressaoConfig, type ImpressaoConfigPut } from '@app/shared/schemas/impressao.ts';
import * as q from '../queries/configuracao.ts';

// The business's printing settings: paper, code page, copies per document, automatic printing. The printer
// itself is chosen per computer (browser storage): the server cannot know which printers a counter has.

export function obter(t: Tenant): Promise<ImpressaoConfig> {
  return t.transacao(async (tx) => (await q.buscar(tx)) ?? IMPRESSAO_PADRAO);
}

export function salvar(t: Tenant, c: ImpressaoConfigPut): Promise<ImpressaoConfig> {
  return t.transacao(async (tx) => {
    await q.gravar(tx, c);
    return c;
  });
}
