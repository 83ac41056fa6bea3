import { describe, expect, it } from 'vitest';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { insumoFormResolverSchema, insumoParaCorpo, insumoParaForm, type InsumoForm } from './insumo-corpo.ts';

const form = (over: Partial<InsumoForm> = {}): InsumoForm => ({ ...insumoParaForm(), nome: 'Mussarela', ...over });

describe('ingredient form ↔ API body', () => {
  it('turns the cost per default unit and the minimum into base units', () => {
    const corpo = insumoParaCorpo(form({ custo: '49,90', minimo: '2,5', categoria_id: '3' }));
    expect(corpo).toMatchObject({
      nome: 'Mussarela',
      categoria_id: 3,
      fornecedor_id: null,
      unidade_padrao: 'kg',
      custo_por_un_base: 0.0499, // R$ 49,90 per kg = R$ 0,0499 per g, not rounded to cents
      estoque_minimo_base: 2500,
    });
    expect(insumoParaCorpo(form({ unidade_padrao: 'L', custo: '12', minimo: '0,75' }))).toMatchObject({
      custo_por_un_base: 0.012,
      estoque_minimo_base: 750,
    });
    expect(insumoParaCorpo(form({ unidade_padrao: 'un', custo: '2,50', minimo: '' }))).toMatchObject({
      custo_por_un_base: 2.5,
      estoque_minimo_base: 0,
    });
  });

  it('names the typed field that cannot be read', () => {
    const r = insumoFormResolverSchema.safeParse(form({ custo: 'caro', minimo: '-1' }));
    expect(r.success).toBe(false);
    const erros = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(erros).toEqual({ custo: 'Informe um número', minimo: 'Informe um valor positivo' });
    const semNome = insumoFormResolverSchema.safeParse(form({ nome: ' ' }));
    expect(semNome.error!.issues[0]).toMatchObject({ path: ['nome'], message: 'Este campo é obrigatório' });
    expect(insumoFormResolverSchema.safeParse(form({ custo: '45', minimo: '1' })).success).toBe(true);
  });

  it('shows a saved ingredient back in its default unit', () => {
    const i = { unidade_padrao: 'kg', custo_por_un_base: 0.0499, estoque_minimo_base: 2500, nome: 'M' } as Insumo;
    expect(insumoParaForm(i)).toMatchObject({ custo: '49,90', minimo: '2,5', unidade_padrao: 'kg' });
    expect(insumoParaCorpo(insumoParaForm(i))).toMatchObject({ custo_por_un_base: 0.0499, estoque_minimo_base: 2500 });
  });
});
