import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import { cepQuery } from '@/api/cep.ts';
import { errorMessage, statusOf } from '@/api/problem.ts';
import { usePedidosT } from '../i18n.ts';
import { focarProximoCampo, PASSO } from './foco.ts';
import type { EnderecoNovo } from './rascunho.ts';

// CEP first: when the lookup answers, it fills street, neighbourhood, city and state, and the clerk types the number.
const CAMPOS: { campo: keyof EnderecoNovo; max: number; col: number; passo?: boolean }[] = [
  { campo: 'cep', max: 9, col: 1 },
  { campo: 'rua', max: 200, col: 2, passo: true },
  { campo: 'numero', max: 20, col: 1, passo: true },
  { campo: 'bairro', max: 120, col: 1, passo: true },
  { campo: 'complemento', max: 120, col: 1 },
  { campo: 'cidade', max: 120, col: 1, passo: true },
  { campo: 'estado', max: 2, col: 1, passo: true },
  { campo: 'ponto_referencia', max: 200, col: 2 },
];

const OBRIGATORIOS: (keyof EnderecoNovo)[] = ['rua', 'bairro', 'cidade', 'estado'];

/**
 * A new delivery address typed in order entry. A complete CEP is looked up (spec §7 GET /cep) and fills what it
 * knows; with no provider configured (503) it says so once and the form stays manual, with no more lookups.
 */
export function EnderecoForm({ valor, onChange }: { valor: EnderecoNovo; onChange: (e: EnderecoNovo) => void }) {
  const { t } = usePedidosT();
  const [indisponivel, setIndisponivel] = useState(false);
  const cep8 = normalizarCep(valor.cep);
  const cep = useQuery({ ...cepQuery(cep8 ?? ''), enabled: !!cep8 && !indisponivel });
  const aplicado = useRef<string | null>(null);
  const atual = useRef(valor);
  atual.current = valor;

  useEffect(() => {
    // fill once per CEP answer, keeping anything the lookup does not know
    if (!cep.data || aplicado.current === cep.data.cep) return;
    aplicado.current = cep.data.cep;
    const v = atual.current;
    const d = cep.data;
    onChange({
      ...v,
      rua: d.rua || v.rua,
      bairro: d.bairro || v.bairro,
      cidade: d.cidade || v.cidade,
      estado: d.estado || v.estado,
    });
  }, [cep.data, onChange]);
  useEffect(() => {
    if (cep.error && statusOf(cep.error) === 503) setIndisponivel(true);
  }, [cep.error]);

  const cepAjuda = indisponivel
    ? t('novo.cepManual')
    : cep.error && statusOf(cep.error) === 404
      ? errorMessage(cep.error, t('novo.cepManual'))
      : cep.isFetching
        ? t('novo.cepBuscando')
        : undefined;

  const rotulo: Record<keyof EnderecoNovo, string> = {
    rua: t('novo.rua'),
    numero: t('novo.numero'),
    bairro: t('novo.bairro'),
    complemento: t('novo.complemento'),
    cidade: t('novo.cidade'),
    estado: t('novo.estado'),
    cep: t('novo.cep'),
    ponto_referencia: t('novo.referencia'),
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
      }}
      data-testid="endereco-novo"
    >
      {CAMPOS.map(({ campo, max, col, passo }) => (
        <TextField
          key={campo}
          size="small"
          required={OBRIGATORIOS.includes(campo)}
          label={rotulo[campo]}
          value={valor[campo]}
          onChange={(e) =>
            onChange({ ...valor, [campo]: campo === 'estado' ? e.target.value.toUpperCase() : e.target.value })
          }
          onKeyDown={focarProximoCampo}
          helperText={campo === 'cep' ? cepAjuda : undefined}
          sx={{
            gridColumn: {
              xs: col === 2 || campo === 'ponto_referencia' || (campo === 'cep' && !!cepAjuda) ? 'span 2' : 'auto',
              sm: col === 2 ? 'span 2' : 'auto',
            },
          }}
          slotProps={{
            htmlInput: {
              maxLength: max,
              ...(campo === 'cep' ? { inputMode: 'numeric' } : {}),
              ...(passo ? PASSO : {}),
            },
          }}
        />
      ))}
    </Box>
  );
}
