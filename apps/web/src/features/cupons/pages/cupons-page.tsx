import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Cupom } from '@app/shared/schemas/cupons.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { formatDate } from '@app/shared/domain/dates.ts';
import { cuponsQuery, useExcluirCupom } from '@/api/cupons.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { CupomFormDialog } from '../components/cupom-form-dialog.tsx';
import { percentualParaTexto } from '../components/percentual.ts';
import { TestarCupom } from '../components/testar-cupom.tsx';
import { useCuponsT } from '../i18n.ts';

/** business/coupons (spec §2): coupons and a tester that applies the shared validation rule. */
export function CuponsPage() {
  const { t } = useCuponsT();
  const lista = useQuery(cuponsQuery());
  const excluir = useExcluirCupom();
  const [form, setForm] = useState<{ cupom?: Cupom } | null>(null);
  const [apagar, setApagar] = useState<number | null>(null);

  const valor = (c: Cupom) =>
    c.tipo === 'percentual'
      ? t('cupons.percentual', { valor: percentualParaTexto(c.valor) })
      : c.tipo === 'valor_fixo'
        ? formatReais(c.valor)
        : t('cupons.tipos.frete_gratis');
  const validade = (c: Cupom) =>
    c.validade_inicio || c.validade_fim ? `${formatDate(c.validade_inicio)} → ${formatDate(c.validade_fim)}` : '-';
  const usos = (c: Cupom) => `${c.usos}${c.limite_total != null ? ` / ${c.limite_total}` : ''}`;
  const ativo = (c: Cupom) => (c.ativo ? t('cupons.sim') : t('cupons.nao'));
  const colunas: Coluna<Cupom>[] = [
    {
      id: 'codigo',
      rotulo: t('cupons.codigo'),
      csv: (c) => c.codigo,
      celula: (c) => (
        <>
          <strong>{c.codigo}</strong>
          {c.descricao ? (
            <Typography variant="body2" color="text.secondary">
              {c.descricao}
            </Typography>
          ) : null}
        </>
      ),
    },
    { id: 'valor', rotulo: t('cupons.valor'), semQuebra: true, celula: valor, csv: valor },
    {
      id: 'pedido_minimo',
      rotulo: t('cupons.pedidoMinimo'),
      ocultarAbaixo: 'sm',
      semQuebra: true,
      celula: (c) => formatReais(c.pedido_minimo),
      csv: (c) => formatReais(c.pedido_minimo),
    },
    { id: 'validade', rotulo: t('cupons.validade'), ocultarAbaixo: 'sm', celula: validade, csv: validade },
    { id: 'usos', rotulo: t('cupons.usos'), ocultarAbaixo: 'sm', celula: usos, csv: usos },
    { id: 'ativo', rotulo: t('cupons.ativo'), celula: ativo, csv: ativo },
  ];

  return (
    <ListPage
      titulo={t('cupons.titulo')}
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {t('cupons.novo')}
        </Button>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(c) => c.id}
      carregando={lista.isFetching}
      csv="cupons.csv"
      acoesDaLinha={(c) => (
        <>
          <IconButton aria-label={`${t('acoes.editar')} ${c.codigo}`} onClick={() => setForm({ cupom: c })}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={`${t('acoes.excluir')} ${c.codigo}`} onClick={() => setApagar(c.id)}>
            <DeleteIcon />
          </IconButton>
        </>
      )}
    >
      <TestarCupom cupons={lista.data?.items ?? []} />
      {form && <CupomFormDialog open cupom={form.cupom} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={apagar !== null}
        title={t('cupons.excluirTitulo')}
        message={t('cupons.excluirTexto')}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() => apagar !== null && excluir.mutate(apagar, { onSuccess: () => setApagar(null) })}
      />
    </ListPage>
  );
}

export const Component = CuponsPage;
