import type { SxProps, Theme } from '@mui/material/styles';

/**
 * On a phone a wide table scrolls sideways inside its box; the actions column stays pinned at the right edge so
 * editing a row never needs a scroll first.
 */
export const ACOES_FIXAS: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  position: { xs: 'sticky', md: 'static' },
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: { xs: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)', md: 'none' },
};

/** The pager wraps on a phone instead of clipping its last buttons ("rows per page" moves to its own line). */
export const PAGINACAO_SX: SxProps<Theme> = {
  overflow: 'visible',
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
};

/** Narrower cell padding on a phone: 16 px a side on every column costs a whole column at 360 px. */
export const CELULAS_SX: SxProps<Theme> = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } };
