// A row's active switch and its edit/delete buttons, named after the row for screen readers and tests.
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useEstoqueT } from '../i18n.ts';

export function LinhaAcoes({
  nome,
  ativo,
  onAtivo,
  onEditar,
  onExcluir,
}: {
  nome: string;
  ativo?: boolean;
  onAtivo?: (ativo: boolean) => void;
  onEditar: () => void;
  onExcluir: () => void;
}) {
  const { t } = useEstoqueT();
  return (
    <>
      {ativo !== undefined && onAtivo && (
        <Switch
          size="small"
          checked={ativo}
          onChange={(e) => onAtivo(e.target.checked)}
          slotProps={{ input: { 'aria-label': `${ativo ? t('comum.desativar') : t('comum.ativar')}: ${nome}` } }}
        />
      )}
      <IconButton size="small" aria-label={`${t('acoes.editar')} ${nome}`} onClick={onEditar}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`${t('acoes.excluir')} ${nome}`} onClick={onExcluir}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
