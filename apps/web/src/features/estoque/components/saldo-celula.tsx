// A balance as read in lists: the friendly quantity, and a chip when it is below the minimum or negative.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useEstoqueT } from '../i18n.ts';

export function SaldoCelula({
  qtde,
  abaixoMinimo,
  negativo,
}: {
  qtde: string;
  abaixoMinimo: boolean;
  negativo: boolean;
}) {
  const { t } = useEstoqueT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: abaixoMinimo || negativo ? 600 : undefined }}>
        {qtde}
      </Box>
      {negativo ? (
        <Chip size="small" color="error" label={t('insumos.negativo')} />
      ) : abaixoMinimo ? (
        <Chip size="small" color="warning" label={t('insumos.abaixoMinimo')} />
      ) : null}
    </Box>
  );
}

/** Rows below the minimum stand out (a warm background), negative ones more. */
export const destaqueSaldo = (abaixoMinimo: boolean, negativo: boolean) =>
  negativo
    ? { backgroundColor: 'rgba(211, 47, 47, 0.08)' } // MUI error.main at 8 %
    : abaixoMinimo
      ? { backgroundColor: 'rgba(237, 108, 2, 0.08)' } // warning.main at 8 %
      : {};
