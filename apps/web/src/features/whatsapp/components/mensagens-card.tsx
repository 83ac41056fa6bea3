import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { MENSAGEM_STATUS, type MensagemWhatsapp } from '@app/shared/schemas/whatsapp.ts';
import { mensagensWhatsappQuery, useReenviarMensagem } from '@/api/whatsapp.ts';
import { DataTable, type Coluna } from '@/components/data-table/data-table.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useWhatsappT } from '../i18n.ts';

const COR = { pendente: 'warning', enviando: 'info', enviada: 'success', falhou: 'error' } as const;

/** The log: every message sent, waiting or failed, with the reason, newest first; a failed one can be resent. */
export function MensagensCard({ timezone }: { timezone: string }) {
  const { t } = useWhatsappT();
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(20);
  const [status, setStatus] = useState('');
  const dados = useQuery({
    ...mensagensWhatsappQuery({ page: pagina, per_page: porPagina, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
  const reenviar = useReenviarMensagem();

  const colunas: Coluna<MensagemWhatsapp>[] = [
    {
      id: 'quando',
      rotulo: t('w.colunas.quando'),
      semQuebra: true,
      celula: (m) => formatDateTime(m.enviada_em ?? m.criado_em, timezone),
    },
    {
      id: 'telefone',
      rotulo: t('w.colunas.telefone'),
      semQuebra: true,
      celula: (m) => (m.telefone.includes('*') ? m.telefone : formatarTelefone(m.telefone)),
    },
    {
      id: 'texto',
      rotulo: t('w.colunas.texto'),
      celula: (m) => (
        <Box sx={{ minWidth: 200 }}>
          {m.numero_pedido !== null && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('w.pedido', { n: m.numero_pedido })}
            </Typography>
          )}
          {m.texto}
        </Box>
      ),
    },
    {
      id: 'status',
      rotulo: t('w.colunas.status'),
      celula: (m) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          <Chip size="small" color={COR[m.status]} label={t(`w.status.${m.status}`)} data-testid="mensagem-status" />
          <Typography variant="caption" color="text.secondary">
            {t('w.tentativas', { n: m.tentativas })}
            {m.status_entrega ? ` · ${m.status_entrega}` : ''}
          </Typography>
        </Box>
      ),
    },
    { id: 'motivo', rotulo: t('w.colunas.motivo'), ocultarAbaixo: 'sm', celula: (m) => m.ultimo_erro ?? '' },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('w.log')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('w.colunas.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPagina(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('w.todas')}</MenuItem>
          {MENSAGEM_STATUS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`w.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        rotulo={t('w.log')}
        colunas={colunas}
        linhas={dados.data?.items}
        chave={(m) => m.id}
        carregando={dados.isFetching && !dados.data}
        paginacao={{
          pagina,
          porPagina,
          total: dados.data?.total ?? 0,
          onPagina: setPagina,
          onPorPagina: (n) => {
            setPorPagina(n);
            setPagina(1);
          },
        }}
        acoesDaLinha={(m) =>
          m.status === 'falhou' ? (
            <Button
              size="small"
              disabled={reenviar.isPending}
              onClick={() => reenviar.mutate(m.id, { onSuccess: () => showSnackbar(t('w.reenviada'), 'success') })}
            >
              {t('w.reenviar')}
            </Button>
          ) : null
        }
      />
    </Box>
  );
}
