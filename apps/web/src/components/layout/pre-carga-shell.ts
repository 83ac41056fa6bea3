// The shell's start-up reads, which the /admin layout's loader fetches so the shell renders once with them
// (app/pre-carga.ts): the business's status (top bar), the session re-read, and the warnings its user may see
// (stock count, invoice banner, printing settings), under the same conditions as the components that show them.
import type { FetchQueryOptions } from '@tanstack/react-query';
import { configuracaoImpressaoQuery } from '../../api/impressao.ts';
import { empresaStatusQuery } from '../../api/empresas.ts';
import { estoqueAlertasQuery } from '../../api/estoque.ts';
import { faturasAvisoQuery } from '../../api/faturas.ts';
import { sessionHasPermission } from '../../lib/permission.ts';
import { DEFAULT_EMPRESA_ID, type Session } from '../../lib/session.ts';
import { ocultoHoje } from '../faturas/aviso-faturas.tsx';
import { meQuery } from './use-session-restore.ts';

// Loose on purpose: each read keeps its own options (key, function, meta) exactly as its component declares them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Leitura = FetchQueryOptions<any, any, any, any>;

export function leiturasDoShell(s: Session): Leitura[] {
  const pode = (p: string) => sessionHasPermission(s, p);
  return [
    meQuery(),
    empresaStatusQuery(s.empresa_id || DEFAULT_EMPRESA_ID),
    ...(pode('estoque.gerenciar') ? [estoqueAlertasQuery()] : []),
    ...(pode('faturas.ver') && !ocultoHoje(s.timezone) ? [faturasAvisoQuery()] : []),
    // as automatic printing reads it (use-impressao-automatica.ts): its failure is not announced
    ...(pode('impressao.imprimir') ? [{ ...configuracaoImpressaoQuery(), meta: { silent: true } }] : []),
  ];
}
