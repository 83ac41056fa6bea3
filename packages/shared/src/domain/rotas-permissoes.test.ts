import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from './paths.ts';
import { PERMISSOES, ROLE_PERMISSOES } from './permissions.ts';
import { PERMISSAO_DA_ROTA, podeAbrirRota } from './rotas-permissoes.ts';
import { permissoesEfetivas } from './permissions.ts';

describe('screens and permissions', () => {
  it('names only real routes and catalogued permissions', () => {
    const rotas = new Set(ADMIN_ROUTES.map((r) => r.path));
    for (const [rota, p] of Object.entries(PERMISSAO_DA_ROTA)) {
      expect(rotas.has(rota), rota).toBe(true);
      expect(p in PERMISSOES, p).toBe(true);
    }
  });

  it('a garcom opens tables and orders, not reports, customers or users; a manager opens everything', () => {
    const garcom = { permissoes: [...ROLE_PERMISSOES.garcom] };
    expect(podeAbrirRota(garcom, 'mesas')).toBe(true);
    expect(podeAbrirRota(garcom, 'orders')).toBe(true);
    for (const r of ['reports/sales', 'customers', 'users-management', 'business/subscription'])
      expect(podeAbrirRota(garcom, r), r).toBe(false);
    const gerente = { permissoes: permissoesEfetivas('gerente', {}) };
    expect(ADMIN_ROUTES.every((r) => podeAbrirRota(gerente, r.path))).toBe(true);
  });
});
