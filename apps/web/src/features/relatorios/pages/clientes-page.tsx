import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import { useSession } from '@/lib/use-session.ts';
import { AbandonosAba, ClientesAba, VisitantesAba } from '../components/clientes/listas-abas.tsx';
import { VisaoAba } from '../components/clientes/visao-aba.tsx';
import { RelatorioPage } from '../components/relatorio-page.tsx';
import { useRelatoriosT } from '../i18n.ts';
import { paramsDoEstado, useFiltrosRelatorio } from '../use-filtros-url.ts';

const ABAS = ['visao', 'visitantes', 'clientes', 'abandonos'] as const;

/** reports/clients, shown as "Funil de vendas": who buys, the menu's funnel and the carts left behind. */
export function ClientesRelatorioPage() {
  const { t } = useRelatoriosT();
  const estado = useFiltrosRelatorio();
  const fuso = useSession()?.timezone ?? DEFAULT_TIMEZONE;
  const params = paramsDoEstado(estado);
  const lista = {
    params,
    fuso,
    extra: estado.extra,
    definirExtra: estado.definirExtra,
    definirExtras: estado.definirExtras,
  };
  return (
    <RelatorioPage
      titulo={t('clientes.titulo')}
      estado={estado}
      abas={ABAS.map((id) => ({ id, rotulo: t(`clientes.abas.${id}`) }))}
    >
      {(aba) => {
        switch (aba) {
          case 'visitantes':
            return <VisitantesAba params={params} />;
          case 'clientes':
            return <ClientesAba {...lista} />;
          case 'abandonos':
            return <AbandonosAba {...lista} />;
          default:
            return <VisaoAba params={params} />;
        }
      }}
    </RelatorioPage>
  );
}

export { ClientesRelatorioPage as Component };
