// The shape of an orders-benchmark seed: how many businesses, how busy, over how many days, and what the load
// reports. Pure arithmetic; seed-pedidos.ts loads it.

export interface Runner {
  exec(sqlText: string): Promise<void>;
  rows<T>(sqlText: string): Promise<T[]>;
}

export interface SeedPlan {
  orders: number;
  empresas: number;
  busy: number; // businesses 1..busy are the busy ones; business `busy` is the busiest (50/day)
  days: number;
  perBusiness: number[]; // orders per business, index 0 = business 1
  clientesPerBusiness: number[];
}

export interface SeedResult {
  plan: SeedPlan;
  steps: { step: string; ms: number }[];
  totalMs: number;
  counts: Record<string, number>;
}

/**
 * A long tail, as real platforms have, scaled: 1000 businesses / 50 busy (20→50 orders/day) at 1,000,000 orders.
 * `minEmpresas` raises the number of businesses without more orders (the event fan-out bench wants 1,000 of them).
 */
export function planSeed(orders: number, minEmpresas = 0): SeedPlan {
  const s = orders / 1_000_000;
  const empresas = Math.max(10, Math.round(1000 * s), minEmpresas);
  const busy = Math.max(1, Math.round(50 * s));
  const rate = (e: number) => (busy === 1 ? 50 : 20 + ((e - 1) * 30) / (busy - 1));
  const rateSum = Array.from({ length: busy }, (_, i) => rate(i + 1)).reduce((a, b) => a + b, 0);
  // small seeds: shorten the history so the busy businesses keep their daily volume (the board stays realistic)
  const days = Math.min(365, Math.floor((365 * 0.8 * orders) / (rateSum * 365)) || 1);
  const perBusiness: number[] = [];
  for (let e = 1; e <= busy; e++) perBusiness.push(Math.round(rate(e) * days));
  const rest = orders - perBusiness.reduce((a, b) => a + b, 0);
  const others = empresas - busy;
  for (let k = 0; k < others; k++) perBusiness.push(Math.floor(rest / others) + (k < rest % others ? 1 : 0));
  const clientesPerBusiness = perBusiness.map((_, i) => (i < busy ? 3000 : 150));
  return { orders, empresas, busy, days, perBusiness, clientesPerBusiness };
}
