import { describe, expect, it } from 'vitest';
import { nomeDaConfiguracao } from './generic-settings.tsx';

const NOMES: Record<string, string> = {
  'configuracoes.nomes.pedido_observacao_padrao': 'Observação padrão dos pedidos',
};
const t = (k: string, o?: { defaultValue: string }) => NOMES[k] ?? o?.defaultValue ?? k;

describe('settings show names, not raw keys', () => {
  it('a key the product reads has its name; any other reads as words', () => {
    expect(nomeDaConfiguracao(t, 'pedido.observacao_padrao')).toBe('Observação padrão dos pedidos');
    expect(nomeDaConfiguracao(t, 'site.cor_fundo')).toBe('Site · cor fundo');
  });
});
