import { useState, type CSSProperties } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

// The field's place in the filter bar: shares the row on phones, a fixed width (its --largura) from sm up.
const Lugar = styled('div')(({ theme }) => ({
  flex: '1 1 0',
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { flex: '0 0 var(--largura)' },
}));

// Drawn like the small outlined select it stands for, so nothing moves when the real one replaces it.
const Campo = styled('button')(({ theme }) => ({
  ...theme.typography.body1,
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  height: 40,
  padding: '0 7px 0 14px',
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.palette.text.primary,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& > [data-rotulo]': { color: theme.palette.text.secondary },
  '& > [data-rotulo][data-acima]': {
    position: 'absolute',
    top: -9,
    left: 9,
    padding: '0 5px',
    fontSize: '0.75rem',
    lineHeight: '16px',
    backgroundColor: theme.palette.background.paper,
  },
  '& > svg': { color: theme.palette.action.active },
}));

export interface OpcaoFiltro {
  valor: string;
  rotulo: string;
}

interface Props {
  label: string;
  value: string;
  opcoes: readonly OpcaoFiltro[];
  onChange: (valor: string) => void;
  /** The field's width from sm up, in px. */
  largura: number;
}

/**
 * One of the board's filter selects, mounted on first use: until then a button drawn like it shows its label and
 * value. A select is a whole menu, popover and modal, which the board's first render built twice for nobody; the
 * first tap (or Enter, Space, an arrow key) mounts the real select already open, with the focus on it.
 */
export function FiltroSelect({ label, value, opcoes, onChange, largura }: Props) {
  const [usado, setUsado] = useState(false);
  const [aberto, setAberto] = useState(false);
  const abrir = () => {
    setUsado(true);
    setAberto(true);
  };
  const atual = opcoes.find((o) => o.valor === value)?.rotulo ?? '';
  return (
    <Lugar style={{ '--largura': `${largura}px` } as CSSProperties}>
      {usado ? (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{
            select: { open: aberto, onOpen: () => setAberto(true), onClose: () => setAberto(false), autoFocus: true },
          }}
        >
          {opcoes.map((o) => (
            <MenuItem key={o.valor} value={o.valor}>
              {o.rotulo}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Campo
          type="button"
          role="combobox"
          aria-label={label}
          aria-expanded={false}
          aria-haspopup="listbox"
          onClick={abrir}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
            e.preventDefault();
            abrir();
          }}
        >
          {value === '' ? (
            <span data-rotulo="">{label}</span>
          ) : (
            <>
              <span data-rotulo="" data-acima="" aria-hidden>
                {label}
              </span>
              <span>{atual}</span>
            </>
          )}
          <ArrowDropDownIcon aria-hidden />
        </Campo>
      )}
    </Lugar>
  );
}
