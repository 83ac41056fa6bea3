import { describe, expect, it } from 'vitest';
import { Fluxos } from './fluxos.ts';

describe('open streams registry', () => {
  it('closes what an invalidation names, and everything when invalidations may have been missed', () => {
    const fluxos = new Fluxos({ porUsuario: 10, porEmpresa: 100 });
    const fechados: string[] = [];
    const abrir = (nome: string, empresa_id: number, usuario_id: number, sessao_id: number) => {
      const sair = fluxos.registrar({ empresa_id, usuario_id, sessao_id }, () => {
        fechados.push(nome);
        sair();
      });
    };
    abrir('a1', 1, 10, 100);
    abrir('a2', 1, 10, 101);
    abrir('a3', 1, 11, 102);
    abrir('b1', 2, 20, 200);
    fluxos.fecharPor({ sessao_id: 101 });
    expect(fechados).toEqual(['a2']);
    fluxos.fecharPor({ usuario_id: 10 });
    expect(fechados).toEqual(['a2', 'a1']);
    fluxos.fecharPor({ tudo: true });
    expect(fechados.sort()).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(fluxos.abertos).toBe(0);
  });

  it('refuses over the per-user cap first, then over the per-business cap', () => {
    const fluxos = new Fluxos({ porUsuario: 1, porEmpresa: 2 });
    fluxos.registrar({ empresa_id: 1, usuario_id: 10, sessao_id: 1 }, () => undefined);
    expect(fluxos.recusa({ empresa_id: 1, usuario_id: 10, sessao_id: 2 })).toEqual({ motivo: 'usuario', limite: 1 });
    fluxos.registrar({ empresa_id: 1, usuario_id: 11, sessao_id: 3 }, () => undefined);
    expect(fluxos.recusa({ empresa_id: 1, usuario_id: 12, sessao_id: 4 })).toEqual({ motivo: 'empresa', limite: 2 });
    expect(fluxos.recusa({ empresa_id: 2, usuario_id: 20, sessao_id: 5 })).toBeNull();
  });
});
