import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { baixarCsvRelatorio, type Params, type RotaRelatorio } from '@/api/relatorios.ts';
import { useRelatoriosT } from '../i18n.ts';

/** "Exportar CSV" of a report table: the API's file of the whole period (every page), with the same filters. */
export function BotaoCsv({ rota, params, vazio }: { rota: RotaRelatorio; params: Params; vazio?: boolean }) {
  const { t } = useRelatoriosT();
  // errors reach the global snackbar through the query client's mutation handler
  const baixar = useMutation({ mutationFn: () => baixarCsvRelatorio(rota, params) });
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => baixar.mutate()}
      disabled={baixar.isPending || vazio}
    >
      {baixar.isPending ? t('csv.exportando') : t('csv.exportar')}
    </Button>
  );
}
