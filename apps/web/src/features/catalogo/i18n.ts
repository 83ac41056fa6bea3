// Strings of the catalogue: categories, products, complements, options.
// Registered as the i18next namespace `catalogo` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'catalogo';

const catalogoPt = {
  novo: 'Novo', nova: 'Nova', editar: 'Editar', duplicar: 'Duplicar', excluir: 'Excluir',
  ativo: 'Ativo', inativo: 'Inativo', ativar: 'Ativar', desativar: 'Desativar', nome: 'Nome', preco: 'Preço', descricao: 'Descrição',
  buscar: 'Buscar', acoes: 'Ações', subir: 'Mover para cima', descer: 'Mover para baixo', arrastar: 'Arrastar para reordenar',
  confirmarExclusao: 'Excluir "{{nome}}"?', naoDesfaz: 'Esta ação não pode ser desfeita.',
  salvo: 'Salvo', excluido: 'Excluído', duplicado: 'Cópia criada (inativa até você ativá-la)', ordemSalva: 'Ordem salva',
  categorias: {
    titulo: 'Categorias', nova: 'Nova categoria', editar: 'Editar categoria', produtos_one: '{{count}} produto', produtos_other: '{{count}} produtos',
    excluirComProdutos: 'Esta categoria ainda tem produtos. Mova ou exclua os produtos antes de excluí-la.',
    dica: 'Arraste (ou use as setas) para mudar a ordem do cardápio.',
  },
  produtos: {
    titulo: 'Produtos', novo: 'Novo produto', editar: 'Editar produto', categoria: 'Categoria', todas: 'Todas as categorias',
    dicaOrdem: 'Escolha uma categoria (sem busca) para reordenar os produtos.', tipo: 'Tipo', simples: 'Simples', pizza: 'Pizza',
    tamanhos: 'Tamanhos', tamanho: 'Tamanho', addTamanho: 'Adicionar tamanho', remover: 'Remover', maxSabores: 'Máximo de sabores',
    complementos: 'Complementos', imagem: 'Foto', enviarImagem: 'Enviar foto', removerImagem: 'Remover foto', imagemDepois: 'Salve o produto para enviar a foto.',
    previa: 'Prévia do preço', regra: 'Pizza com vários sabores cobra', regraMaior: 'o sabor mais caro', regraMedia: 'a média dos sabores',
    precoCalculado: 'Preço calculado: {{preco}}', semTamanho: '—',
  },
  complementos: {
    titulo: 'Complementos', novo: 'Novo complemento', editar: 'Editar complemento', tipo: 'Tipo', adicional: 'Adicional', borda: 'Borda', sabor: 'Sabor',
    min: 'Mínimo', max: 'Máximo', obrigatorio: 'Obrigatório', opcoes: 'Opções', opcoes_one: '{{count}} opção', opcoes_other: '{{count}} opções',
    gerenciarOpcoes: 'Opções do complemento', incluir: 'Incluir', opcao: 'Opção', precosTamanho: 'Preço por tamanho (ex.: Grande=55,00; Média=45,00)',
    escolhas: '{{min}} a {{max}} escolhas', escolhasTitulo: 'Escolhas',
  },
  opcoes: {
    titulo: 'Opções', nova: 'Nova opção', editar: 'Editar opção', ignorarRelatorio: 'Ignorar nos relatórios',
    usadaEm: 'Usada em: {{lista}}', naoUsada: 'Não está em nenhum complemento',
  },
};

const catalogoEn: Traducao<typeof catalogoPt> = {
  novo: 'New', nova: 'New', editar: 'Edit', duplicar: 'Duplicate', excluir: 'Delete',
  ativo: 'Active', inativo: 'Inactive', ativar: 'Activate', desativar: 'Deactivate', nome: 'Name', preco: 'Price', descricao: 'Description',
  buscar: 'Search', acoes: 'Actions', subir: 'Move up', descer: 'Move down', arrastar: 'Drag to reorder',
  confirmarExclusao: 'Delete "{{nome}}"?', naoDesfaz: 'This cannot be undone.',
  salvo: 'Saved', excluido: 'Deleted', duplicado: 'Copy created (inactive until you activate it)', ordemSalva: 'Order saved',
  categorias: {
    titulo: 'Categories', nova: 'New category', editar: 'Edit category', produtos_one: '{{count}} product', produtos_other: '{{count}} products',
    excluirComProdutos: 'This category still has products. Move or delete them first.',
    dica: 'Drag (or use the arrows) to change the menu order.',
  },
  produtos: {
    titulo: 'Products', novo: 'New product', editar: 'Edit product', categoria: 'Category', todas: 'All categories',
    dicaOrdem: 'Pick a category (without search) to reorder its products.', tipo: 'Type', simples: 'Simple', pizza: 'Pizza',
    tamanhos: 'Sizes', tamanho: 'Size', addTamanho: 'Add size', remover: 'Remove', maxSabores: 'Maximum flavours',
    complementos: 'Complements', imagem: 'Photo', enviarImagem: 'Upload photo', removerImagem: 'Remove photo', imagemDepois: 'Save the product to upload a photo.',
    previa: 'Price preview', regra: 'A pizza with several flavours costs', regraMaior: 'the most expensive flavour', regraMedia: 'the average of the flavours',
    precoCalculado: 'Computed price: {{preco}}', semTamanho: '—',
  },
  complementos: {
    titulo: 'Complements', novo: 'New complement', editar: 'Edit complement', tipo: 'Type', adicional: 'Extra', borda: 'Crust', sabor: 'Flavour',
    min: 'Minimum', max: 'Maximum', obrigatorio: 'Required', opcoes: 'Options', opcoes_one: '{{count}} option', opcoes_other: '{{count}} options',
    gerenciarOpcoes: 'Complement options', incluir: 'Add', opcao: 'Option', precosTamanho: 'Price per size (e.g. Grande=55.00; Média=45.00)',
    escolhas: '{{min}} to {{max}} choices', escolhasTitulo: 'Choices',
  },
  opcoes: {
    titulo: 'Options', nova: 'New option', editar: 'Edit option', ignorarRelatorio: 'Ignore in reports',
    usadaEm: 'Used in: {{lista}}', naoUsada: 'Not in any complement',
  },
};

// under `catalogo`, so the screens' keys read catalogo.produtos.titulo as before the namespace existed
registrarTraducoes(NS, { catalogo: catalogoPt }, { catalogo: catalogoEn });

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useCatalogoT() {
  return useTranslation(NS);
}
