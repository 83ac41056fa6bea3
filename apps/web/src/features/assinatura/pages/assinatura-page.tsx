import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import type { Fatura } from '@app/shared/schemas/faturas.ts';
import { FATURAS_POR_PAGINA } from '@app/shared/schemas/faturas.ts';
import { faturasQuery } from '@/api/faturas.ts';
import { ListPage } from '@/components/data-table/list-page.tsx';
import { PixDialog } from '@/components/faturas/pix-dialog.tsx';
import { colunasFatura, competencia } from '../components/colunas.tsx';
import { useAssinaturaT } from '../i18n.ts';

/** business/subscription (spec §2): the business's invoices, and the Pix copia e cola and QR code of open ones. */
export function AssinaturaPage() {
  const { t } = useAssinaturaT();
  const [page, setPage] = useState(0);
  const q = useQuery(faturasQuery({ page: page + 1, per_page: FATURAS_POR_PAGINA }));
  const [pix, setPix] = useState<Fatura | null>(null);
  return (
    <ListPage
      titulo={t('assinatura.titulo')}
      filtros={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('assinatura.intro')}
        </Typography>
      }
      colunas={colunasFatura(t)}
      linhas={q.data?.items}
      chave={(f) => f.id}
      carregando={q.isFetching}
      csv="faturas.csv"
      propsLinha={(f) => ({
        'data-testid': `fatura-${f.id}`,
        ...(f.atrasada ? { sx: { bgcolor: (th) => alpha(th.palette.error.main, 0.08) } } : {}),
      })}
      paginacao={{ pagina: page, porPagina: FATURAS_POR_PAGINA, total: q.data?.total ?? 0, onPagina: setPage }}
      acoesDaLinha={(f) =>
        f.status === 'aberta' ? (
          <Button
            size="small"
            startIcon={<QrCodeIcon />}
            aria-label={t('assinatura.verPix', { mes: competencia(f) })}
            disabled={!f.pix}
            title={f.pix ? undefined : t('assinatura.pixIndisponivel')}
            onClick={() => setPix(f)}
          >
            {t('assinatura.pix')}
          </Button>
        ) : null
      }
    >
      <PixDialog fatura={pix} onClose={() => setPix(null)} />
    </ListPage>
  );
}

export const Component = AssinaturaPage;
