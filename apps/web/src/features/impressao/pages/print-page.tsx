import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { IMPRESSAO_PADRAO, type ImpressaoConfig } from '@app/shared/schemas/impressao.ts';
import { configuracaoImpressaoQuery } from '@/api/impressao.ts';
import { Page } from '@/components/page.tsx';
import { opcoesDoc } from '@/lib/qz/documentos.ts';
import { useEstacao } from '@/lib/qz/estacao.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { useSession } from '@/lib/use-session.ts';
import { CertificadoCard } from '../components/certificado-card.tsx';
import { ConexaoCard } from '../components/conexao-card.tsx';
import { ConfiguracaoCard } from '../components/configuracao-card.tsx';
import { Previa } from '../components/previa.tsx';
import { useImpressaoT } from '../i18n.ts';

/**
 * settings/print: this computer's connection to QZ Tray and its printer, the business's printing settings with a
 * live preview of the exact lines, and the certificate for silent printing.
 */
export function PrintSettingsPage() {
  const { t } = useImpressaoT();
  const session = useSession();
  const pode = sessionHasPermission(session, 'configuracoes.gerenciar');
  const timezone = session?.timezone ?? 'America/Sao_Paulo';
  const nomeEmpresa = session?.nome_empresa ?? 'Empresa';
  const { impressora } = useEstacao();
  const salvo = useQuery(configuracaoImpressaoQuery());
  const [rascunho, setRascunho] = useState<ImpressaoConfig>(IMPRESSAO_PADRAO);
  useEffect(() => {
    if (salvo.data) setRascunho(salvo.data);
  }, [salvo.data]);
  const opcoes = opcoesDoc(rascunho, timezone);
  const alterado = JSON.stringify(rascunho) !== JSON.stringify(salvo.data);

  return (
    <Page title={t('rotas.settings/print')}>
      <ConexaoCard opcoes={opcoes} nomeEmpresa={nomeEmpresa} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) auto' } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <ConfiguracaoCard valor={rascunho} onChange={setRascunho} pode={pode} alterado={alterado} />
          <CertificadoCard pode={pode} timezone={timezone} />
        </Box>
        <Previa opcoes={opcoes} nomeEmpresa={nomeEmpresa} impressora={impressora ?? '-'} />
      </Box>
    </Page>
  );
}

export { PrintSettingsPage as Component };
