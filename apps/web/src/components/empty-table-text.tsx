import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** i18n key of the empty-table text of spec §8 (DataTable, and the lists that are not tables). */
export const EMPTY_TABLE_TEXT_KEY = 'comum.nenhumDado';

export function EmptyTableText() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" align="center" sx={{ py: 3 }}>
      {t(EMPTY_TABLE_TEXT_KEY)}
    </Typography>
  );
}
