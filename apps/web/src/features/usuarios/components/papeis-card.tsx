import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ROLES } from '@app/shared/domain/permissions.ts';
import { PAPEIS } from '@app/shared/domain/papeis.ts';
import { useUsuariosT } from '../i18n.ts';

/** What each role can do, in words, under the users list. */
export function PapeisCard() {
  const { t } = useUsuariosT();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {t('usuarios.papeisTitulo')}
        </Typography>
        {ROLES.map((r) => (
          <Typography key={r} variant="body2" sx={{ mb: 0.5 }}>
            <strong>{PAPEIS[r].nome}:</strong> {PAPEIS[r].descricao}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}
