import type { Tx } from './client.ts';
import { mesas } from './schema/index.ts';

/** The demo dining room: eight tables in the salão, four on the varanda. */
export async function seedMesasDemo(tx: Tx, empresaId: number): Promise<void> {
  await tx.insert(mesas).values([
    ...Array.from({ length: 8 }, (_, i) => ({
      empresa_id: empresaId,
      nome: String(i + 1),
      area: 'Salão',
      lugares: 4,
    })),
    ...Array.from({ length: 4 }, (_, i) => ({
      empresa_id: empresaId,
      nome: String(i + 9),
      area: 'Varanda',
      lugares: 2,
    })),
  ]);
}
