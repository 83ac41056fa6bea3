import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PEDIDO_CANAIS, PEDIDO_TIPOS } from '@app/shared/domain/pedido-status.ts';
import { TIPOS_FORMA_PAGAMENTO } from '@app/shared/schemas/formas-pagamento.ts';
import { entregadoresQuery } from '@/api/entregadores.ts';
import { useRelatoriosT } from '../i18n.ts';
import type { CampoFiltro, Filtros } from '../use-filtros-url.ts';

/** Sale types: the order types plus a table's tab closed as a sale. */
const TIPOS_VENDA = [...PEDIDO_TIPOS, 'mesa'] as const;

const OPCOES: Partial<Record<CampoFiltro, readonly string[]>> = {
  canal: PEDIDO_CANAIS,
  tipo: TIPOS_VENDA,
  pagto: TIPOS_FORMA_PAGAMENTO,
};

export interface FiltrosBarProps {
  campos: readonly CampoFiltro[];
  filtros: Filtros;
  onChange: (f: Filtros) => void;
}

/** The filters a report offers (channel, type, payment kind, courier, neighbourhood); "Todos" clears one. */
export function FiltrosBar({ campos, filtros, onChange }: FiltrosBarProps) {
  const { t } = useRelatoriosT();
  const entregadores = useQuery({ ...entregadoresQuery(), enabled: campos.includes('entregador_id') });
  const [bairro, setBairro] = useState(filtros.bairro ?? '');
  useEffect(() => setBairro(filtros.bairro ?? ''), [filtros.bairro]);

  const definir = (c: CampoFiltro, v: string) => {
    const novo = { ...filtros };
    if (v.trim()) novo[c] = v.trim();
    else delete novo[c];
    onChange(novo);
  };

  const selecao = (c: CampoFiltro, opcoes: { valor: string; rotulo: string }[]) => (
    <TextField
      key={c}
      select
      size="small"
      label={t(`filtros.${c}`)}
      value={filtros[c] ?? ''}
      onChange={(e) => definir(c, e.target.value)}
      sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <MenuItem value="">{t('filtros.todos')}</MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.rotulo}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      {campos.map((c) => {
        if (c === 'entregador_id')
          return selecao(
            c,
            (entregadores.data?.items ?? []).map((e) => ({ valor: String(e.id), rotulo: e.nome })),
          );
        if (c === 'bairro')
          return (
            <Box
              key={c}
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                definir('bairro', bairro);
              }}
              sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
            >
              <TextField
                size="small"
                label={t('filtros.bairro')}
                value={bairro}
                onChange={(e) => setBairro(e.target.value)}
                onBlur={() => bairro.trim() !== (filtros.bairro ?? '') && definir('bairro', bairro)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                sx={{ width: '100%', minWidth: 140 }}
              />
            </Box>
          );
        return selecao(
          c,
          (OPCOES[c] ?? []).map((v) => ({ valor: v, rotulo: t(`rotulos.${c}.${v}`) })),
        );
      })}
    </>
  );
}
