import { useEffect, type Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import { empresaQuery } from '@/api/empresas.ts';
import { getEmpresaId } from '@/lib/session.ts';
import { enderecosQuery } from '@/api/enderecos.ts';
import { usePedidosT } from '../i18n.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { enderecoVazio, type Acao, type Rascunho } from './rascunho.ts';
import { EnderecoForm } from './endereco-form.tsx';

interface Props {
  r: Rascunho;
  dispatch: Dispatch<Acao>;
}

/** Delivery address: one of the customer's (the default preselected) or a new one typed inline. */
export function EnderecoSecao({ r, dispatch }: Props) {
  const { t } = usePedidosT();
  const empresa = useQuery(empresaQuery(getEmpresaId()));
  const clienteId = r.cliente?.id ?? null;
  const enderecos = useQuery(enderecosQuery(clienteId));
  const lista = enderecos.data ?? [];
  const padrao = empresa.data ? enderecoVazio(empresa.data.cidade ?? '', empresa.data.uf ?? '') : enderecoVazio();

  // preselect the customer's default address (or open the new-address form when there is none)
  useEffect(() => {
    if (clienteId === null || !enderecos.isSuccess || r.endereco_id !== null || r.enderecoNovo !== null) return;
    const escolhido = lista.find((e) => e.endereco_padrao) ?? lista[0];
    if (escolhido) dispatch({ tipo: 'escolherEndereco', id: escolhido.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the customer's list arrives
  }, [clienteId, enderecos.isSuccess]);

  const novo = r.enderecoNovo;
  if (clienteId === null || (lista.length === 0 && enderecos.isSuccess) || novo) {
    const valor = novo ?? padrao;
    return (
      <Box>
        {clienteId !== null && lista.length === 0 && enderecos.isSuccess && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('novo.semEnderecos')}
          </Typography>
        )}
        <EnderecoForm valor={valor} onChange={(e) => dispatch({ tipo: 'enderecoNovo', valor: e })} />
        {clienteId !== null && lista.length > 0 && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => dispatch({ tipo: 'enderecoNovo', valor: null })}>
            {t('novo.usarEnderecoSalvo')}
          </Button>
        )}
      </Box>
    );
  }

  return (
    <Box>
      <RadioGroup
        aria-label={t('novo.endereco')}
        value={r.endereco_id !== null ? String(r.endereco_id) : ''}
        onChange={(e) => dispatch({ tipo: 'escolherEndereco', id: Number(e.target.value) })}
      >
        {lista.map((e) => (
          <FormControlLabel
            key={e.id}
            value={String(e.id)}
            control={<Radio />}
            label={
              <Box>
                <Typography variant="body2">
                  {e.nome_identificacao ? `${e.nome_identificacao}: ` : ''}
                  {[e.rua, e.numero].filter(Boolean).join(', ')}
                  {e.complemento ? ` — ${e.complemento}` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {e.bairro} · {e.cidade}/{e.estado}
                  {e.endereco_padrao ? ` · ${t('novo.padrao')}` : ''}
                  {e.taxa_entrega > 0 ? ` · ${formatReais(e.taxa_entrega)}` : ''}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <Button
        size="small"
        startIcon={<AddLocationIcon />}
        onClick={() => dispatch({ tipo: 'enderecoNovo', valor: padrao })}
      >
        {t('novo.novoEndereco')}
      </Button>
    </Box>
  );
}
