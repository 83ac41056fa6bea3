import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { FECHADO_HOJE, resumoHorarioHoje } from '@app/shared/domain/horarios.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import { empresaQuery } from '../../api/empresas.ts';
import { horariosQuery } from '../../api/horarios.ts';

interface Props {
  empresaId: number;
  /** Name kept in the session, shown when the business cannot be read (spec §8 static fallback). */
  fallbackName: string;
  timezone?: string;
  now?: Date;
}

/** Name, "Cidade/UF" and today's opening hours at the top of the sidebar (spec §2), with the §8 fallbacks. */
export function BusinessSummary({ empresaId, fallbackName, timezone, now = new Date() }: Props) {
  const { t } = useTranslation();
  const empresa = useQuery(empresaQuery(empresaId));
  const horarios = useQuery(horariosQuery(empresaId));

  const nome = empresa.data?.nome ?? (fallbackName || t('sidebar.empresaPadrao'));
  const local =
    empresa.data?.cidade && empresa.data.uf ? `${empresa.data.cidade}/${empresa.data.uf}` : empresa.data?.cidade;

  // Hours come from GET /horarios; the business record carries the same field, used if only /horarios failed.
  const fonte = horarios.data ?? (horarios.isError ? empresa.data : undefined);
  const tz = horarios.data?.timezone ?? empresa.data?.timezone ?? timezone ?? DEFAULT_TIMEZONE;
  let horario: string | null = null;
  if (fonte) {
    const resumo = resumoHorarioHoje(fonte.horarios_funcionamento, now, tz);
    horario = resumo === FECHADO_HOJE ? t('sidebar.fechadoHoje') : t('sidebar.horarioHoje', { horario: resumo });
  } else if (horarios.isError && !empresa.isPending) {
    horario = t('sidebar.horarioIndisponivel');
  }

  return (
    <Box
      sx={{
        px: 2,
        py: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <StorefrontIcon aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap title={nome} data-testid="sidebar-empresa-nome">
          {empresa.isPending ? <Skeleton width={140} /> : nome}
        </Typography>
        {local && (
          <Typography variant="body2" noWrap>
            {local}
          </Typography>
        )}
        <Typography variant="body2" data-testid="sidebar-horario">
          {horario ?? <Skeleton width={100} />}
        </Typography>
      </Box>
    </Box>
  );
}
