// A sheet's items: quantity as typed and gross in base units, the ingredient's unit cost and the item's cost in
// the recipe; each can be changed in place or removed.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Ficha, FichaItem } from '@app/shared/schemas/estoque-fichas.ts';
import { useExcluirFichaItem, useSalvarFichaItem } from '@/api/fichas.ts';
import { DataTable, type Coluna } from '@/components/data-table/data-table.tsx';
import { FichaItemForm } from './ficha-item-form.tsx';
import { custoPorUnidadeTexto, numeroBR, qtdeNaUnidade, reais4 } from './formato.ts';
import { useEstoqueT } from '../i18n.ts';

const BASE = { g: 'g', kg: 'g', ml: 'ml', L: 'ml', un: 'un' } as const;

export function FichaItens({ ficha }: { ficha: Ficha }) {
  const { t } = useEstoqueT();
  const salvar = useSalvarFichaItem();
  const excluir = useExcluirFichaItem();
  const [editando, setEditando] = useState<number | null>(null);

  const qtde = (i: FichaItem) => `${numeroBR(i.quantidade)} ${i.unidade}`;
  const bruto = (i: FichaItem) => qtdeNaUnidade(i.quantidade_base, BASE[i.unidade]);
  const colunas: Coluna<FichaItem>[] = [
    {
      id: 'insumo',
      rotulo: t('fichas.item'),
      csv: (i) => i.insumo_nome,
      celula: (i) => (
        <>
          {i.insumo_nome}
          {i.fator_correcao !== 1 && (
            <Typography variant="body2" color="text.secondary">
              {`${t('fichas.fatorCorrecao')}: ${numeroBR(i.fator_correcao)}`}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'qtde', rotulo: t('comum.quantidade'), alinhar: 'right', semQuebra: true, celula: qtde, csv: qtde },
    {
      id: 'bruto',
      rotulo: t('fichas.qtdeBase'),
      alinhar: 'right',
      semQuebra: true,
      ocultarAbaixo: 'sm',
      celula: bruto,
      csv: bruto,
    },
    {
      id: 'custo_unitario',
      rotulo: t('fichas.custoMedioItem'),
      alinhar: 'right',
      semQuebra: true,
      ocultarAbaixo: 'md',
      celula: (i) => custoPorUnidadeTexto(i.custo_medio_item_base, BASE[i.unidade]),
      csv: (i) => custoPorUnidadeTexto(i.custo_medio_item_base, BASE[i.unidade]),
    },
    {
      id: 'custo',
      rotulo: t('fichas.custoNaPorcao'),
      alinhar: 'right',
      semQuebra: true,
      celula: (i) => reais4(i.custo_na_porcao),
      csv: (i) => reais4(i.custo_na_porcao),
    },
  ];
  const item = editando !== null ? ficha.itens.find((i) => i.id === editando) : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DataTable
        rotulo={t('fichas.itens')}
        colunas={colunas}
        linhas={ficha.itens}
        chave={(i) => i.id}
        propsLinha={(i) => ({ 'data-testid': `ficha-item-${i.id}` })}
        acoesDaLinha={(i) => (
          <>
            <IconButton
              size="small"
              aria-label={`${t('acoes.editar')} ${i.insumo_nome}`}
              onClick={() => setEditando(i.id)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('fichas.removerItem', { nome: i.insumo_nome })}
              onClick={() => excluir.mutate({ fichaId: ficha.id, itemId: i.id })}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </>
        )}
      />
      {item ? (
        <FichaItemForm
          key={item.id}
          item={item}
          onCancelar={() => setEditando(null)}
          onSalvar={async (dados) => {
            await salvar.mutateAsync({ fichaId: ficha.id, itemId: item.id, dados });
            setEditando(null);
          }}
        />
      ) : (
        <FichaItemForm onSalvar={(dados) => salvar.mutateAsync({ fichaId: ficha.id, dados })} />
      )}
    </Box>
  );
}
