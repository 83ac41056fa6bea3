import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCatalogoT } from '../i18n.ts';

/** Active switch + edit/duplicate/delete, labelled with the item's name for screen readers and tests. */
export function RowActions({
  nome,
  ativo,
  podeEditar,
  onToggle,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  nome: string;
  ativo: boolean;
  podeEditar: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useCatalogoT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
      <Tooltip title={ativo ? t('catalogo.ativo') : t('catalogo.inativo')}>
        <Switch
          checked={ativo}
          disabled={!podeEditar}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `${ativo ? t('catalogo.desativar') : t('catalogo.ativar')}: ${nome}` } }}
        />
      </Tooltip>
      {podeEditar && (
        <>
          <IconButton aria-label={`${t('catalogo.editar')}: ${nome}`} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`${t('catalogo.duplicar')}: ${nome}`} onClick={onDuplicate}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`${t('catalogo.excluir')}: ${nome}`} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  );
}
