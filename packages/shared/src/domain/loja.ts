// Store open state (spec §4). A temporary closing ends by itself at `fechamento_ate`: the status answers open
// again without anyone acting.

export interface EstadoLoja {
  aberto: boolean;
  fechamento_temporario_ativo: boolean;
  fechamento_ate: Date | string | null;
}

export interface StatusLoja {
  aberta: boolean;
  fechado_ate: string | null;
}

export function statusLoja(e: EstadoLoja, now: Date): StatusLoja {
  const ate = e.fechamento_ate ? new Date(e.fechamento_ate) : null;
  const temporario = e.fechamento_temporario_ativo && ate !== null && ate.getTime() > now.getTime();
  if (temporario) return { aberta: false, fechado_ate: ate.toISOString() };
  return { aberta: e.aberto, fechado_ate: null };
}
