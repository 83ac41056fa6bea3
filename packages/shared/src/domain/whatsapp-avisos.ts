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
  link_acompanhamento: 'link para acompanhar o pedido (vazio enquanto não houver)',
} as const;
export type AvisoVariavel = keyof typeof AVISO_VARIAVEIS;

export const MODELO_MAX = 1000;

/** Does an order of this type moving to `para` call for this notice? */
export function avisoDaMudanca(para: PedidoStatus, tipo: PedidoTipo): AvisoStatus | null {
  if (para === 'pronto' && tipo === 'delivery') return null;
  return (AVISO_STATUS as readonly string[]).includes(para) ? (para as AvisoStatus) : null;
}

/**
 * Fills `{variavel}` placeholders. Unknown placeholders stay as written (the screen's preview shows them, so a typo
 * is visible before saving); runs of spaces left by an empty variable collapse.
 */
export function preencherModelo(modelo: string, valores: Partial<Record<AvisoVariavel, string>>): string {
  return modelo
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
  link_acompanhamento: '',
};
