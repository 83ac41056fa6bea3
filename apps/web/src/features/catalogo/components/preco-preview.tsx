// The product form's price preview: the same shared function the order will use, on the form's
// current values, so the owner sees exactly what a customer will be charged.
import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calcularPrecoItem, type EscolhaOpcao } from '@app/shared/domain/preco-item.ts';
import { produtoPrecificavel } from '@app/shared/domain/preco-item-api.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { configuracaoCatalogoQuery } from '@/api/catalogo-configuracao.ts';
import { complementoQuery } from '@/api/complementos.ts';
import { useCatalogoT } from '../i18n.ts';

export interface PreviewProduto {
  nome: string;
  tipo: 'simples' | 'pizza';
  preco: number;
  tamanhos: { nome: string; preco: number }[];
  max_sabores: number;
  complementos: number[];
}

export function PrecoPreview({ produto }: { produto: PreviewProduto }) {
  const { t } = useCatalogoT();
  const regra = useQuery(configuracaoCatalogoQuery()).data?.regra_preco_pizza ?? 'maior';
  const detalhes = useQueries({ queries: produto.complementos.map((id) => complementoQuery(id)) });
  const [tamanho, setTamanho] = useState('');
  const [escolhas, setEscolhas] = useState<EscolhaOpcao[]>([]);

  const complementos = detalhes.flatMap((q) => (q.data && q.data.ativo ? [q.data] : []));
  const api: ProdutoPublico = {
    id: 0,
    categoria_id: 0,
    ordem: 0,
    descricao: null,
    imagem_url: null,
    regra_preco: regra,
    nome: produto.nome,
    tipo: produto.tipo,
    preco: Number.isFinite(produto.preco) ? produto.preco : 0,
    max_sabores: produto.max_sabores,
    tamanhos: produto.tamanhos.filter((s) => s.nome.trim() && Number.isFinite(s.preco)),
    complementos: complementos.map((c) => ({
      ...c,
      opcoes: c.opcoes.filter((o) => o.ativo).map((o) => ({ ...o, descricao: null })),
    })),
  };
  const tamanhoValido = api.tamanhos.some((s) => s.nome === tamanho) ? tamanho : '';
  const r = calcularPrecoItem(produtoPrecificavel(api), { tamanho: tamanhoValido || null, opcoes: escolhas });
  const marcado = (c: number, o: number) => escolhas.some((e) => e.complemento_id === c && e.opcao_id === o);
  const alternar = (c: number, o: number) =>
    setEscolhas((l) =>
      marcado(c, o)
        ? l.filter((e) => !(e.complemento_id === c && e.opcao_id === o))
        : [...l, { complemento_id: c, opcao_id: o }],
    );

  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
      aria-label={t('catalogo.produtos.previa')}
      role="region"
    >
      <Typography variant="subtitle1" gutterBottom>
        {t('catalogo.produtos.previa')}
      </Typography>
      {api.tamanhos.length > 0 && (
        <TextField
          select
          fullWidth
          size="small"
          label={t('catalogo.produtos.tamanho')}
          value={tamanhoValido}
          onChange={(e) => setTamanho(e.target.value)}
          sx={{ mb: 1 }}
        >
          {api.tamanhos.map((s) => (
            <MenuItem key={s.nome} value={s.nome}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      {api.complementos.map((c) => (
        <Box key={c.id} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {c.nome}
          </Typography>
          {c.opcoes.map((o) => (
            <FormControlLabel
              key={o.opcao_id}
              label={o.nome}
              control={
                <Checkbox
                  size="small"
                  checked={marcado(c.id, o.opcao_id)}
                  onChange={() => alternar(c.id, o.opcao_id)}
                />
              }
            />
          ))}
        </Box>
      ))}
      {r.ok ? (
        <Alert severity="success" icon={false}>
          {t('catalogo.produtos.precoCalculado', { preco: formatBRL(r.valor.preco_unitario_centavos) })}
        </Alert>
      ) : (
        <Alert severity="info" icon={false}>
          {r.erros.join(' · ')}
        </Alert>
      )}
    </Box>
  );
}
