import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatReais } from '@app/shared/domain/money.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import type { HistoricoItem } from '@app/shared/schemas/mesas.ts';
import { historicoMesasQuery, mesasQuery } from '@/api/mesas.ts';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSession } from '@/lib/use-session.ts';
import { useMesasT } from '../i18n.ts';

interface Filtros {
  mesa_id: string;
  de: string;
  ate: string;
  status: '' | 'encerrada' | 'cancelada';
  page: number;
  per_page: number;
}

/** /mesas/historico: ended and cancelled tabs, newest first, filtered by date and state, paged on the server. */
export function HistoricoMesasPage() {
  const { t } = useMesasT();
  const tz = useSession()?.timezone ?? 'America/Sao_Paulo';
  const [f, setF] = useState<Filtros>({ mesa_id: '', de: '', ate: '', status: '', page: 1, per_page: 25 });
  const params = Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const pagina = useQuery(historicoMesasQuery(params));
  const mesas = useQuery(mesasQuery({ per_page: 100 }));
  const dinheiro = (v: number) => formatReais(v);
  const colunas: Coluna<HistoricoItem>[] = [
    { id: 'mesa', rotulo: t('historico.mesa'), celula: (h) => h.mesa_nome, csv: (h) => h.mesa_nome },
    { id: 'grupo', rotulo: t('historico.grupo'), celula: (h) => h.grupo_nome ?? '-', csv: (h) => h.grupo_nome ?? '' },
    {
      id: 'status',
      rotulo: t('historico.status'),
      celula: (h) => t(`status.${h.status}`),
      csv: (h) => t(`status.${h.status}`),
    },
    {
      id: 'encerrada_em',
      rotulo: t('historico.encerradaEm'),
      semQuebra: true,
      celula: (h) => formatDateTime(h.encerrada_em, tz),
      csv: (h) => formatDateTime(h.encerrada_em, tz),
    },
    { id: 'garcom', rotulo: t('historico.garcom'), ocultarAbaixo: 'md', celula: (h) => h.garcom_nome ?? '-' },
    { id: 'total', rotulo: t('historico.total'), alinhar: 'right', semQuebra: true, celula: (h) => dinheiro(h.total) },
    {
      id: 'taxa',
      rotulo: t('historico.taxa'),
      alinhar: 'right',
      ocultarAbaixo: 'sm',
      celula: (h) => dinheiro(h.taxa_servico),
    },
    { id: 'pago', rotulo: t('historico.pago'), alinhar: 'right', semQuebra: true, celula: (h) => dinheiro(h.pago) },
    {
      id: 'aberto',
      rotulo: t('historico.emAberto'),
      alinhar: 'right',
      ocultarAbaixo: 'sm',
      celula: (h) => (h.saldo_em_aberto ? dinheiro(h.saldo_em_aberto) : '-'),
    },
    { id: 'motivo', rotulo: t('historico.motivo'), ocultarAbaixo: 'md', celula: (h) => h.motivo ?? '-' },
  ];
  const campo = (k: 'de' | 'ate') => (
    <TextField
      type="date"
      size="small"
      label={t(`historico.${k}`)}
      value={f[k]}
      onChange={(e) => setF({ ...f, [k]: e.target.value, page: 1 })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <ListPage
      titulo={t('historico.titulo')}
      filtros={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('historico.mesa')}
            value={f.mesa_id}
            onChange={(e) => setF({ ...f, mesa_id: e.target.value, page: 1 })}
            sx={{ minWidth: 110 }}
          >
            <MenuItem value="">{t('historico.todos')}</MenuItem>
            {mesas.data?.items.map((m) => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.nome}
              </MenuItem>
            ))}
          </TextField>
          {campo('de')}
          {campo('ate')}
          <TextField
            select
            size="small"
            label={t('historico.status')}
            value={f.status}
            onChange={(e) => setF({ ...f, status: e.target.value as Filtros['status'], page: 1 })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('historico.todos')}</MenuItem>
            <MenuItem value="encerrada">{t('status.encerrada')}</MenuItem>
            <MenuItem value="cancelada">{t('status.cancelada')}</MenuItem>
          </TextField>
        </Box>
      }
      colunas={colunas}
      linhas={pagina.data?.items}
      chave={(h) => h.id}
      carregando={pagina.isFetching}
      csv="historico-mesas.csv"
      paginacao={{
        pagina: f.page - 1,
        porPagina: f.per_page,
        total: pagina.data?.total ?? 0,
        onPagina: (p) => setF({ ...f, page: p + 1 }),
      }}
    />
  );
}

export { HistoricoMesasPage as Component };
