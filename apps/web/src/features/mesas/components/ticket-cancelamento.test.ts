import { describe, expect, it } from 'vitest';
import type { Comanda, ComandaItem } from '@app/shared/schemas/comandas.ts';
import { ticketCozinha } from '@app/shared/domain/recibo-cozinha.ts';
import { ticketDeCancelamento } from './ticket-cancelamento.ts';

describe('ticketDeCancelamento', () => {
  it('tells the kitchen which sent units to stop, with the reason, in the kitchen layout', () => {
    const item = {
      nome: 'Pizza meio a meio (Grande)',
      sabores: ['Calabresa', 'Mussarela'],
      borda: null,
      complementos: [],
    } as unknown as ComandaItem;
    const t = ticketDeCancelamento({ mesa_nome: '4', grupo_nome: 'Família' } as Comanda, item, 1, 'cliente desistiu');
    const linhas = ticketCozinha(t, { colunas: 42, codepage: 'cp860', timezone: 'America/Sao_Paulo' }).linhas.map((l) =>
      l.texto.trim(),
    );
    expect(linhas).toContain('MESA 4');
    expect(linhas).toContain('*** CANCELAMENTO ***');
    expect(linhas).toContain('1/2 Calabresa');
    expect(linhas.some((l) => l.includes('CANCELADO: cliente desistiu'))).toBe(true);
  });
});
