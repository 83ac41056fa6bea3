import { describe, expect, it } from 'vitest';
import { hasPermission, permissoesEfetivas } from './permissions.ts';

describe('permission check (spec §6)', () => {
  it('grants everything to a superadmin', () =>
    expect(hasPermission({ superadmin: true, permissoes: [] }, 'usuarios.gerenciar')).toBe(true));
  it('grants everything to a wildcard holder', () =>
    expect(hasPermission({ permissoes: ['*'] }, 'qualquer.coisa')).toBe(true));
  it('otherwise needs the named permission', () => {
    expect(hasPermission({ permissoes: ['pedidos.ver'] }, 'pedidos.ver')).toBe(true);
    expect(hasPermission({ permissoes: ['pedidos.ver'] }, 'pedidos.gerenciar')).toBe(false);
    expect(hasPermission({ superadmin: false, permissoes: null }, 'pedidos.ver')).toBe(false);
    expect(hasPermission(null, 'pedidos.ver')).toBe(false);
  });
  it('computes effective permissions from role defaults and overrides', () => {
    const ef = permissoesEfetivas('garcom', { 'clientes.ver': true, 'pedidos.ver': false });
    expect(ef).toContain('mesas.operar');
    expect(ef).toContain('clientes.ver');
    expect(ef).not.toContain('pedidos.ver');
    expect(permissoesEfetivas('desconhecido', {})).toEqual([]);
  });
});
