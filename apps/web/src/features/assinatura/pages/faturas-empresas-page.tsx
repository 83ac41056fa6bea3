import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PixIcon from '@mui/icons-material/QrCode2';
import SettingsIcon from '@mui/icons-material/Settings';
import { FATURAS_POR_PAGINA, STATUS_FATURA, type Fatura } from '@app/shared/schemas/faturas.ts';
import { cobrancaQuery, empresasLiteQuery, mwFaturasQuery } from '@/api/faturas.ts';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { PixDialog } from '@/components/faturas/pix-dialog.tsx';
import { CobrancaDialog } from '../components/cobranca-dialog.tsx';
import { colunasFatura, competencia } from '../components/colunas.tsx';
import { FaturaDialog } from '../components/fatura-dialog.tsx';
import { GerarMesDialog } from '../components/gerar-mes-dialog.tsx';
import { useAssinaturaT } from '../i18n.ts';

type Filtro = { empresa_id: string; mes: string; ano: string; status: string };

/**
 * faturas-empresas (superadmin, spec §2/§6): every business's invoices, 25 per page (spec §9), filtered by business,
 * month, year and status (overdue highlighted); create, edit status and notes, generate a month for all businesses,
 * the Pix of any invoice, and the platform's Pix receiver.
 */
export function FaturasEmpresasPage() {
  const { t } = useAssinaturaT();
  const [page, setPage] = useState(0);
  const [filtro, setFiltro] = useState<Filtro>({ empresa_id: '', mes: '', ano: '', status: '' });
  const q = useQuery(mwFaturasQuery({ ...filtro, page: page + 1, per_page: FATURAS_POR_PAGINA }));
  const empresas = useQuery(empresasLiteQuery());
  const cobranca = useQuery(cobrancaQuery());
  const [editando, setEditando] = useState<Fatura | null | 'nova'>(null);
  const [gerar, setGerar] = useState(false);
  const [recebedor, setRecebedor] = useState(false);
  const [pix, setPix] = useState<Fatura | null>(null);
  const mudar = (campo: keyof Filtro) => (e: { target: { value: string } }) => {
    setFiltro((f) => ({ ...f, [campo]: e.target.value }));
    setPage(0);
  };
  const colunas: Coluna<Fatura>[] = [
    { id: 'empresa', rotulo: t('assinatura.empresa'), celula: (f) => f.empresa_nome, csv: (f) => f.empresa_nome },
    ...colunasFatura(t),
  ];
  const anoAtual = new Date().getFullYear();
  return (
    <ListPage
      titulo={t('assinatura.tituloAdmin')}
      larga
      acoes={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            {t('assinatura.nova')}
          </Button>
          <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setGerar(true)}>
            {t('assinatura.gerarMes')}
          </Button>
          <Button startIcon={<SettingsIcon />} onClick={() => setRecebedor(true)}>
            {t('assinatura.recebedor')}
          </Button>
        </Stack>
      }
      filtros={
        <Stack spacing={2} sx={{ mb: 2 }}>
          {cobranca.data && !cobranca.data.pix_chave ? (
            <Alert severity="info">{t('assinatura.semRecebedor')}</Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              select
              size="small"
              label={t('assinatura.empresa')}
              value={filtro.empresa_id}
              onChange={mudar('empresa_id')}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('assinatura.todas')}</MenuItem>
              {(empresas.data ?? []).map((e) => (
                <MenuItem key={e.id} value={String(e.id)}>
                  {e.nome}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('assinatura.mes')}
              value={filtro.mes}
              onChange={mudar('mes')}
              sx={{ minWidth: 100 }}
            >
              <MenuItem value="">{t('assinatura.todas')}</MenuItem>
              {Array.from({ length: 12 }, (_, i) => (
                <MenuItem key={i} value={String(i + 1)}>
                  {String(i + 1).padStart(2, '0')}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('assinatura.ano')}
              value={filtro.ano}
              onChange={mudar('ano')}
              sx={{ minWidth: 100 }}
            >
              <MenuItem value="">{t('assinatura.todas')}</MenuItem>
              {[anoAtual + 1, anoAtual, anoAtual - 1, anoAtual - 2].map((a) => (
                <MenuItem key={a} value={String(a)}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('assinatura.situacao')}
              value={filtro.status}
              onChange={mudar('status')}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">{t('assinatura.todas')}</MenuItem>
              {[...STATUS_FATURA, 'vencida' as const].map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`assinatura.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      }
      colunas={colunas}
      linhas={q.data?.items}
      chave={(f) => f.id}
      carregando={q.isFetching}
      csv="faturas-empresas.csv"
      propsLinha={(f) => ({
        'data-testid': `fatura-${f.id}`,
        ...(f.atrasada ? { sx: { bgcolor: (th) => alpha(th.palette.error.main, 0.08) } } : {}),
      })}
      paginacao={{ pagina: page, porPagina: FATURAS_POR_PAGINA, total: q.data?.total ?? 0, onPagina: setPage }}
      acoesDaLinha={(f) => (
        <>
          {f.status === 'aberta' ? (
            <IconButton
              size="small"
              aria-label={t('assinatura.verPix', { mes: competencia(f) })}
              onClick={() => setPix(f)}
            >
              <PixIcon fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton
            size="small"
            aria-label={`${t('acoes.editar')} ${f.empresa_nome} ${competencia(f)}`}
            onClick={() => setEditando(f)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </>
      )}
    >
      <FaturaDialog
        open={editando !== null}
        fatura={editando === 'nova' ? null : editando}
        empresas={empresas.data ?? []}
        onClose={() => setEditando(null)}
      />
      <GerarMesDialog open={gerar} onClose={() => setGerar(false)} />
      <CobrancaDialog open={recebedor} onClose={() => setRecebedor(false)} />
      <PixDialog fatura={pix} admin onClose={() => setPix(null)} />
    </ListPage>
  );
}

export const Component = FaturasEmpresasPage;
