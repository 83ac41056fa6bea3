import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { Fatura } from '@app/shared/schemas/faturas.ts';
import { formatDate } from '@app/shared/domain/dates.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import type { Coluna } from '@/components/data-table/data-table.tsx';

// The invoice columns both screens show (the superadmin's adds the business).

export const competencia = (f: { mes: number; ano: number }) => `${String(f.mes).padStart(2, '0')}/${f.ano}`;

export function situacao(t: TFunction, f: Fatura): string {
  return f.atrasada ? t('assinatura.status.vencida') : t(`assinatura.status.${f.status}`);
}

export function colunasFatura(t: TFunction): Coluna<Fatura>[] {
  return [
    { id: 'competencia', rotulo: t('assinatura.competencia'), semQuebra: true, celula: competencia, csv: competencia },
    {
      id: 'valor',
      rotulo: t('assinatura.valor'),
      semQuebra: true,
      alinhar: 'right',
      celula: (f) => formatReais(f.valor),
      csv: (f) => formatReais(f.valor),
    },
    {
      id: 'vencimento',
      rotulo: t('assinatura.vencimento'),
      semQuebra: true,
      celula: (f) => formatDate(f.vencimento),
      csv: (f) => formatDate(f.vencimento),
    },
    {
      id: 'status',
      rotulo: t('assinatura.situacao'),
      celula: (f) => (
        <Chip
          size="small"
          label={situacao(t, f)}
          color={f.atrasada ? 'error' : f.status === 'paga' ? 'success' : f.status === 'aberta' ? 'warning' : 'default'}
        />
      ),
      csv: (f) => situacao(t, f),
    },
    {
      id: 'observacao',
      rotulo: t('assinatura.observacao'),
      ocultarAbaixo: 'sm',
      celula: (f) => f.observacao ?? '-',
      csv: (f) => f.observacao ?? '',
    },
  ];
}
