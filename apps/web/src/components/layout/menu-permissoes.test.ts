import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSOES, permissoesEfetivas } from '@app/shared/domain/permissions.ts';
import { visibleMenu } from './menu.ts';

const rotulos = (m: ReturnType<typeof visibleMenu>) =>
  m.flatMap((e) => [e.label, ...(e.children ?? []).map((c) => `${e.label}/${c.label}`)]);

describe('sidebar entries by permission', () => {
  it('a garcom sees orders, not reports, customers, users or the business group', () => {
    const m = rotulos(visibleMenu(false, undefined, [...ROLE_PERMISSOES.garcom]));
    expect(m).toContain('Gestão de pedidos');
    for (const fora of ['Relatórios', 'Funil de vendas', 'Clientes', 'Usuários', 'Minha Empresa', 'Cupons'])
      expect(m, fora).not.toContain(fora);
  });

  it('an attendant without clientes.ver loses Clientes; a manager sees all but Cadastros', () => {
    const sem = visibleMenu(false, undefined, permissoesEfetivas('atendente', { 'clientes.ver': false }));
    expect(rotulos(sem)).not.toContain('Clientes');
    const gerente = rotulos(visibleMenu(false, undefined, permissoesEfetivas('gerente', {})));
    expect(gerente).toContain('Usuários');
    expect(gerente).toContain('Minha Empresa/Assinatura');
    expect(gerente).not.toContain('Cadastros');
  });

  it('without a permission list (older sessions) every entry shows, as before', () => {
    expect(rotulos(visibleMenu(false))).toContain('Usuários');
  });
});
