// This computer as a print station, in browser storage (each counter has its own printers; the server keeps only
// the business's settings): the chosen printer, whether this computer prints site orders automatically, its random
// station id (who holds a claim on a pending order), and the ids of the orders it printed (spec §4: "tracked by
// order id in browser storage"), kept with their time and pruned after two days.
import { useSyncExternalStore } from 'react';

export const CHAVES = {
  impressora: 'impressao-impressora',
  automatica: 'impressao-automatica',
  estacao: 'impressao-estacao',
  impressos: 'impressao-impressos',
  falha: 'impressao-falha',
} as const;

const DOIS_DIAS_MS = 2 * 24 * 3600_000;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function avisar() {
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key && (Object.values(CHAVES) as string[]).includes(e.key)) avisar();
  });
}

export function impressoraEscolhida(): string | null {
  return storage()?.getItem(CHAVES.impressora) || null;
}

export function escolherImpressora(nome: string | null) {
  const s = storage();
  if (!s) return;
  if (nome) s.setItem(CHAVES.impressora, nome);
  else s.removeItem(CHAVES.impressora);
  avisar();
}

/** On by default once a printer is chosen: the counter that set up printing is the one that prints. */
export function imprimeAutomaticamente(): boolean {
  return storage()?.getItem(CHAVES.automatica) !== '0';
}

export function definirImpressaoAutomatica(ligada: boolean) {
  storage()?.setItem(CHAVES.automatica, ligada ? '1' : '0');
  avisar();
}

/** A random id per browser, made on first use. */
export function idDaEstacao(): string {
  const s = storage();
  const atual = s?.getItem(CHAVES.estacao);
  if (atual && /^[A-Za-z0-9-]{8,64}$/.test(atual)) return atual;
  const novo = crypto.randomUUID();
  s?.setItem(CHAVES.estacao, novo);
  return novo;
}

function lerImpressos(): Record<string, number> {
  try {
    const v = JSON.parse(storage()?.getItem(CHAVES.impressos) ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function jaImpresso(pedidoId: number): boolean {
  return pedidoId in lerImpressos();
}

export function registrarImpresso(pedidoId: number, agora = Date.now()) {
  const lista = Object.fromEntries(Object.entries(lerImpressos()).filter(([, em]) => agora - em < DOIS_DIAS_MS));
  lista[String(pedidoId)] = agora;
  storage()?.setItem(CHAVES.impressos, JSON.stringify(lista));
}

/**
 * The automatic printer's last failure, shared with every tab of this browser (only one tab prints, all of them
 * show the warning). Stored as its spec message code and detail; null when printing works.
 */
export interface FalhaDeImpressao {
  codigo: string;
  detalhe: string | null;
  em: number;
}

export function registrarFalhaDaEstacao(f: FalhaDeImpressao | null) {
  const s = storage();
  if (!s) return;
  const atual = s.getItem(CHAVES.falha);
  const novo = f ? JSON.stringify(f) : null;
  if ((atual === null && novo === null) || (atual && novo && JSON.parse(atual).codigo === f?.codigo)) return;
  if (novo) s.setItem(CHAVES.falha, novo);
  else s.removeItem(CHAVES.falha);
  avisar();
}

function lerFalha(): string | null {
  return storage()?.getItem(CHAVES.falha) ?? null;
}

export function useFalhaDaEstacao(): FalhaDeImpressao | null {
  const raw = useSyncExternalStore(subscribe, lerFalha, () => null);
  try {
    return raw ? (JSON.parse(raw) as FalhaDeImpressao) : null;
  } catch {
    return null;
  }
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The station's printer and automatic switch, following changes from this tab and others. */
export function useEstacao(): { impressora: string | null; automatica: boolean } {
  const impressora = useSyncExternalStore(subscribe, impressoraEscolhida, () => null);
  const automatica = useSyncExternalStore(subscribe, imprimeAutomaticamente, () => true);
  return { impressora, automatica };
}
