// The price of one order item from its catalogue product and the customer's choices. The product
// form's preview, the public menu and the order API all call this one function, so the price a customer sees
// is the price charged. Everything is integer cents; reais only at the API boundary.

export type RegraPrecoPizza = 'maior' | 'media';
export type TipoProduto = 'simples' | 'pizza';
export type TipoComplemento = 'adicional' | 'borda' | 'sabor';

/** Flavours per pizza: ½, ⅓, ¼. */
export const MAX_SABORES = 4;

export interface OpcaoPrecificavel {
  id: number;
  nome: string;
  /** Price of the option inside this complement. */
  preco_centavos: number;
  /** Price per size name (a flavour costs more on a bigger pizza); a size missing here uses preco_centavos. */
  precos_tamanho?: Record<string, number>;
}

export interface ComplementoPrecificavel {
  id: number;
  nome: string;
  tipo: TipoComplemento;
  min_escolhas: number;
  max_escolhas: number;
  obrigatorio: boolean;
  opcoes: OpcaoPrecificavel[];
}

export interface ProdutoPrecificavel {
  nome: string;
  tipo: TipoProduto;
  preco_centavos: number;
  tamanhos: { nome: string; preco_centavos: number }[];
  max_sabores: number;
  regra_preco: RegraPrecoPizza;
  complementos: ComplementoPrecificavel[];
}

export interface EscolhaOpcao {
  complemento_id: number;
  opcao_id: number;
  quantidade?: number;
}
export interface EscolhaItem {
  /** Size name; required when the product has sizes. */
  tamanho?: string | null;
  /** Chosen options, flavours and crusts included (flavours are options of complements of tipo 'sabor'). */
  opcoes: EscolhaOpcao[];
}

export interface PrecoItem {
  preco_unitario_centavos: number;
  /** Size price, or the product price when it has no sizes. */
  base_centavos: number;
  /** Pizza flavours combined by the business rule (0 when the product has none). */
  sabores_centavos: number;
  /** Everything else: crusts and extras, price × quantity. */
  adicionais_centavos: number;
}

/** The fields an order item keeps as a snapshot (spec §3 Order: borda, sabores, complementos). */
export interface ItemPedidoSnapshot {
  nome: string;
  tamanho: string | null;
  preco_unitario_centavos: number;
  sabores: string[];
  borda: string | null;
  complementos: { categoryName: string; complementName: string; quantity: number }[];
}

export type Resultado<T> = { ok: true; valor: T } | { ok: false; erros: string[] };

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The option's price for the chosen size. */
export function precoNoTamanho(opcao: OpcaoPrecificavel, tamanho: string | null | undefined): number {
  const porTamanho = tamanho != null ? opcao.precos_tamanho?.[tamanho] : undefined;
  return porTamanho ?? opcao.preco_centavos;
}

/** Minimum choices of a complement: a required complement needs at least one. */
export function minimoEscolhas(c: Pick<ComplementoPrecificavel, 'min_escolhas' | 'obrigatorio'>): number {
  return Math.max(c.min_escolhas, c.obrigatorio ? 1 : 0);
}

/** Combines flavour prices: most expensive, or the average rounded half-up to the cent. */
export function combinarSabores(precos: number[], regra: RegraPrecoPizza): number {
  if (precos.length === 0) return 0;
  if (regra === 'maior') return Math.max(...precos);
  const soma = precos.reduce((a, b) => a + b, 0);
  const n = precos.length;
  // half-up of soma / n in integers: floor((2·soma + n) / 2n)
  return Math.floor((2 * soma + n) / (2 * n));
}

interface Resolvida {
  complemento: ComplementoPrecificavel;
  opcao: OpcaoPrecificavel;
  quantidade: number;
}

function resolver(
  produto: ProdutoPrecificavel,
  escolha: EscolhaItem,
): Resultado<{ tamanho: { nome: string; preco_centavos: number } | null; itens: Resolvida[] }> {
  const erros: string[] = [];
  let tamanho: { nome: string; preco_centavos: number } | null = null;
  if (produto.tamanhos.length > 0) {
    if (escolha.tamanho == null || escolha.tamanho === '') erros.push('Escolha um tamanho');
    else {
      tamanho = produto.tamanhos.find((t) => t.nome === escolha.tamanho) ?? null;
      if (!tamanho) erros.push(`Tamanho indisponível: ${escolha.tamanho}`);
    }
  } else if (escolha.tamanho != null && escolha.tamanho !== '') {
    erros.push('Este produto não tem tamanhos');
  }

  const itens: Resolvida[] = [];
  const vistos = new Set<string>();
  for (const e of escolha.opcoes) {
    const complemento = produto.complementos.find((c) => c.id === e.complemento_id);
    if (!complemento) {
      erros.push('Complemento indisponível para este produto');
      continue;
    }
    const opcao = complemento.opcoes.find((o) => o.id === e.opcao_id);
    if (!opcao) {
      erros.push(`Opção indisponível em "${complemento.nome}"`);
      continue;
    }
    const quantidade = e.quantidade ?? 1;
    if (complemento.tipo !== 'adicional' && quantidade !== 1) {
      erros.push(`Em "${complemento.nome}" cada opção conta uma vez`);
      continue;
    }
    if (!Number.isInteger(quantidade) || quantidade < 1 || quantidade > complemento.max_escolhas) {
      erros.push(`Quantidade inválida em "${complemento.nome}"`);
      continue;
    }
    const chave = `${complemento.id}:${opcao.id}`;
    if (vistos.has(chave)) {
      erros.push(`Opção repetida em "${complemento.nome}"; use a quantidade`);
      continue;
    }
    vistos.add(chave);
    itens.push({ complemento, opcao, quantidade });
  }

  for (const c of produto.complementos) {
    const n = itens.filter((i) => i.complemento === c).reduce((a, i) => a + i.quantidade, 0);
    const min = minimoEscolhas(c);
    if (n < min) erros.push(`Escolha pelo menos ${plural(min, 'opção', 'opções')} em "${c.nome}"`);
    if (n > c.max_escolhas) erros.push(`Escolha no máximo ${plural(c.max_escolhas, 'opção', 'opções')} em "${c.nome}"`);
  }

  if (produto.tipo === 'pizza' && produto.complementos.some((c) => c.tipo === 'sabor')) {
    const n = itens.filter((i) => i.complemento.tipo === 'sabor').length;
    const max = Math.min(Math.max(produto.max_sabores, 1), MAX_SABORES);
    if (n < 1 || n > max) erros.push(max === 1 ? 'Escolha 1 sabor' : `Escolha de 1 a ${max} sabores`);
  }
  return erros.length ? { ok: false, erros } : { ok: true, valor: { tamanho, itens } };
}

function precificar(
  produto: ProdutoPrecificavel,
  tamanho: { nome: string; preco_centavos: number } | null,
  itens: Resolvida[],
): PrecoItem {
  const nomeTamanho = tamanho?.nome ?? null;
  const base = tamanho ? tamanho.preco_centavos : produto.preco_centavos;
  const combina = produto.tipo === 'pizza';
  const sabores = combina ? itens.filter((i) => i.complemento.tipo === 'sabor') : [];
  const outros = combina ? itens.filter((i) => i.complemento.tipo !== 'sabor') : itens;
  const sabores_centavos = combinarSabores(
    sabores.map((i) => precoNoTamanho(i.opcao, nomeTamanho)),
    produto.regra_preco,
  );
  const adicionais_centavos = outros.reduce((a, i) => a + precoNoTamanho(i.opcao, nomeTamanho) * i.quantidade, 0);
  return {
    preco_unitario_centavos: base + sabores_centavos + adicionais_centavos,
    base_centavos: base,
    sabores_centavos,
    adicionais_centavos,
  };
}

/** Validates the choices (sizes, min/max per complement, 1..max_sabores flavours) and prices one unit. */
export function calcularPrecoItem(produto: ProdutoPrecificavel, escolha: EscolhaItem): Resultado<PrecoItem> {
  const r = resolver(produto, escolha);
  if (!r.ok) return r;
  return { ok: true, valor: precificar(produto, r.valor.tamanho, r.valor.itens) };
}

/**
 * The order item's snapshot fields from the same choices: `sabores` (flavour names), `borda` (crust names, or
 * null) and `complementos` ({categoryName: complement name, complementName: option name, quantity}), plus the
 * unit price. The order keeps these texts, so later catalogue edits never rewrite a past order.
 */
export function montarItemPedido(produto: ProdutoPrecificavel, escolha: EscolhaItem): Resultado<ItemPedidoSnapshot> {
  const r = resolver(produto, escolha);
  if (!r.ok) return r;
  const { tamanho, itens } = r.valor;
  const preco = precificar(produto, tamanho, itens);
  const bordas = itens.filter((i) => i.complemento.tipo === 'borda').map((i) => i.opcao.nome);
  return {
    ok: true,
    valor: {
      nome: tamanho ? `${produto.nome} (${tamanho.nome})` : produto.nome,
      tamanho: tamanho?.nome ?? null,
      preco_unitario_centavos: preco.preco_unitario_centavos,
      sabores: itens.filter((i) => i.complemento.tipo === 'sabor').map((i) => i.opcao.nome),
      borda: bordas.length ? bordas.join(', ') : null,
      complementos: itens
        .filter((i) => i.complemento.tipo === 'adicional')
        .map((i) => ({ categoryName: i.complemento.nome, complementName: i.opcao.nome, quantity: i.quantidade })),
    },
  };
}
