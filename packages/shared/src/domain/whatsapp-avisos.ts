// Order notices on WhatsApp: which order statuses may send one, their default texts, and the template filling
// shared by the API (the outbox writes the filled text) and the settings screen (the preview).
import type { PedidoStatus, PedidoTipo } from './pedido-status.ts';

/** The statuses a notice may follow. "pronto" reaches only pickup and dine-in customers ("pronto para retirada"). */
export const AVISO_STATUS = ['pendente', 'preparacao', 'em_entrega', 'pronto', 'concluido', 'cancelado'] as const;
export type AvisoStatus = (typeof AVISO_STATUS)[number];

export const AVISO_MODELO_PADRAO: Record<AvisoStatus, string> = {
  pendente: 'Olá, {nome}! Recebemos seu pedido #{numero} ({total}) na {empresa}. Em breve ele será confirmado.',
  preparacao: 'Olá, {nome}! Seu pedido #{numero} foi aceito e já está em preparação. Previsão: {previsao}.',
  em_entrega: 'Olá, {nome}! Seu pedido #{numero} saiu para entrega. Total: {total}. {link_acompanhamento}',
  pronto: 'Olá, {nome}! Seu pedido #{numero} está pronto para retirada na {empresa}.',
  concluido: 'Pedido #{numero} concluído. Obrigado pela preferência, {nome}!',
  cancelado: 'Olá, {nome}. Seu pedido #{numero} foi cancelado. Em caso de dúvida, fale com a {empresa}.',
};

/** The variables a template may use, with what the screen says about each. */
export const AVISO_VARIAVEIS = {
  nome: 'primeiro nome do cliente',
  numero: 'número do pedido',
  codigo: 'código do pedido',
  total: 'total do pedido (R$)',
  previsao: 'previsão de entrega (hora)',
  empresa: 'nome da empresa',
  link_acompanhamento: 'link para acompanhar o pedido (sem site público, some junto com o rótulo antes dele)',
} as const;
export type AvisoVariavel = keyof typeof AVISO_VARIAVEIS;

export const MODELO_MAX = 1000;

/** Does an order of this type moving to `para` call for this notice? */
export function avisoDaMudanca(para: PedidoStatus, tipo: PedidoTipo): AvisoStatus | null {
  if (para === 'pronto' && tipo === 'delivery') return null;
  return (AVISO_STATUS as readonly string[]).includes(para) ? (para as AvisoStatus) : null;
}

/** Variables that, when empty, take their label with them: "Acompanhe: {link_acompanhamento}" would dangle. */
const SOMEM_COM_ROTULO: readonly AvisoVariavel[] = ['link_acompanhamento'];

/**
 * Removes an empty variable together with the label that leads to it: the clause since the line's start or the
 * last sentence end (`.`, `!`, `?`) when it ends with `:` ("Total: {total}. Acompanhe: {link}" → "Total: {total}.").
 * A line left with nothing goes, newline and all. Done on the template, before any value is filled in (a value
 * may hold a dot or a colon).
 */
function semRotulo(modelo: string, nome: AvisoVariavel): string {
  const marca = new RegExp(`(^|[.!?])(?:[^.!?:\\n]*:)?[ \\t]*\\{${nome}\\}`, 'g');
  return modelo
    .split('\n')
    .flatMap((linha) => {
      if (!linha.includes(`{${nome}}`)) return [linha];
      const nova = linha.replace(marca, '$1');
      return nova.trim() === '' ? [] : [nova];
    })
    .join('\n');
}

/**
 * Fills `{variavel}` placeholders. Unknown placeholders stay as written (the screen's preview shows them, so a typo
 * is visible before saving); runs of spaces left by an empty variable collapse, and an empty link leaves with its
 * label (see `semRotulo`).
 */
export function preencherModelo(modelo: string, valores: Partial<Record<AvisoVariavel, string>>): string {
  const semVazios = SOMEM_COM_ROTULO.reduce((m, nome) => (valores[nome] ? m : semRotulo(m, nome)), modelo);
  return semVazios
    .replace(/\{([a-z_]+)\}/g, (todo, nome: string) =>
      Object.prototype.hasOwnProperty.call(AVISO_VARIAVEIS, nome) ? (valores[nome as AvisoVariavel] ?? '') : todo,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Placeholders a template uses that are not variables (the settings form refuses them). */
export function variaveisDesconhecidas(modelo: string): string[] {
  const achadas = [...modelo.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  return [...new Set(achadas.filter((n) => !Object.prototype.hasOwnProperty.call(AVISO_VARIAVEIS, n)))];
}

/** Example values for the preview. */
export const AVISO_EXEMPLO: Record<AvisoVariavel, string> = {
  nome: 'Maria',
  numero: '1234',
  codigo: 'A1B2C3',
  total: 'R$ 58,90',
  previsao: '20:45',
  empresa: 'Pizzaria Exemplo',
  link_acompanhamento: 'https://pedidos.exemplo.com.br/cardapio/pizzaria-exemplo/pedido/A1B2C3',
};
