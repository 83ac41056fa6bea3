// Core settings per business (spec §3 Core settings; §5/§9 constants). Column-per-field in the database so each
// one has a type and a CHECK; the API names them exactly as the spec.
import { VOLUME_PADRAO } from './som.ts';

/** Spec §5/§9: delivery-time choices 15–90 in steps of 15 minutes; fallback 45. */
export const TEMPOS_ENTREGA = [15, 30, 45, 60, 75, 90] as const;
export const TEMPO_ENTREGA_PADRAO = 45;

/** A stored or received delivery time, or the fallback when it is not one of the choices. */
export const tempoEntregaOuPadrao = (v: unknown): number =>
  (TEMPOS_ENTREGA as readonly unknown[]).includes(v) ? (v as number) : TEMPO_ENTREGA_PADRAO;

export interface ConfiguracoesCore {
  tempo_entrega_padrao: number;
  auto_aceite_pedidos: boolean;
  /** The business's default alert volume; each browser may keep its own (spec §9 storage key `volume`). */
  volume_alerta: number;
}

export const CORE_PADRAO: ConfiguracoesCore = {
  tempo_entrega_padrao: TEMPO_ENTREGA_PADRAO,
  auto_aceite_pedidos: false,
  volume_alerta: VOLUME_PADRAO,
};
export const CORE_CAMPOS = ['tempo_entrega_padrao', 'auto_aceite_pedidos', 'volume_alerta'] as const;
export type CampoCore = (typeof CORE_CAMPOS)[number];

/**
 * The permission each core field needs to change. Acceptance mode and delivery time sit on the orders screen's
 * top bar and are run by the counter staff during service (`loja.operar`); the rest is configuration.
 */
export const CORE_PERMISSAO: Record<CampoCore, string> = {
  tempo_entrega_padrao: 'loja.operar',
  auto_aceite_pedidos: 'loja.operar',
  volume_alerta: 'configuracoes.gerenciar',
};

/** Generic settings (`chave`, `valor`, `tipo`): `valor` is text, read according to `tipo`. */
export const TIPOS_CONFIGURACAO = ['texto', 'numero', 'booleano', 'json'] as const;
export type TipoConfiguracao = (typeof TIPOS_CONFIGURACAO)[number];

/** Whether `valor` (text) is a valid value of `tipo`. */
export function valorCompativel(tipo: TipoConfiguracao, valor: string): boolean {
  switch (tipo) {
    case 'texto':
      return true;
    case 'numero':
      return valor.trim() !== '' && Number.isFinite(Number(valor));
    case 'booleano':
      return valor === 'true' || valor === 'false';
    case 'json':
      try {
        JSON.parse(valor);
        return true;
      } catch {
        return false;
      }
  }
}
