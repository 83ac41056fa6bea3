import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { comoEmpresaId, queryRows, tenantDe } from './tenant.ts';
import { empresas, usuarios } from './schema/index.ts';
import { hashPassword } from '../modules/auth/service/passwords.ts';
import { seedEmpresaConfig } from './seed-empresa-config.ts';
import { seedCatalogo } from './seed-catalogo.ts';
import type { HorariosFuncionamento } from '@app/shared/domain/horarios.ts';
import { seedClientesDemo } from './seed-clientes.ts';
import { seedPedidosDemo } from './seed-pedidos.ts';
import { seedMesasDemo } from './seed-mesas.ts';
import { seedEstoqueDemo } from './seed-estoque.ts';
import { reconstruirRollup } from '../modules/relatorios/index.ts';
import { seedSiteDemo } from './seed-site.ts';

export const DEMO_SENHA = 'demo1234';
export const DEMO_LOGINS = [
  { email: 'admin@demo.com.br', papel: 'superadmin' },
  { email: 'gerente@demo.com.br', papel: 'gerente da Pizzaria Demo' },
] as const;

const HORARIOS_DEMO: HorariosFuncionamento = {
  segunda: [],
  terca: [{ inicio: '18:00', fim: '23:30' }],
  quarta: [{ inicio: '18:00', fim: '23:30' }],
  quinta: [{ inicio: '18:00', fim: '23:30' }],
  sexta: [
    { inicio: '11:30', fim: '14:30' },
    { inicio: '18:00', fim: '00:30' },
  ],
  sabado: [
    { inicio: '11:30', fim: '14:30' },
    { inicio: '18:00', fim: '00:30' },
  ],
  domingo: [{ inicio: '18:00', fim: '23:00' }],
};

/** Demo data for a first run: only when the database has no business yet. Returns true when it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM empresas`);
  if (n > 0) return false;
  const senha_hash = await hashPassword(DEMO_SENHA);
  const demoId = await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(empresas)
      .values({
        nome: 'Pizzaria Demo',
        cidade: 'Curitiba',
        uf: 'PR',
        cor_menu: '#B71C1C',
        horarios_funcionamento: HORARIOS_DEMO,
        timezone: 'America/Sao_Paulo',
      })
      .returning({ id: empresas.id });
    const [, gerente] = await tx
      .insert(usuarios)
      .values([
        {
          empresa_id: demo!.id,
          nome: 'Administrador da Plataforma',
          email: 'admin@demo.com.br',
          senha_hash,
          role: 'gerente',
          superadmin: true,
        },
        { empresa_id: demo!.id, nome: 'Gerente Demo', email: 'gerente@demo.com.br', senha_hash, role: 'gerente' },
      ])
      .returning({ id: usuarios.id });
    await seedEmpresaConfig(tx, demo!.id);
    await seedCatalogo(tx, demo!.id);
    await seedClientesDemo(tx, demo!.id);
    await seedPedidosDemo(tx, demo!.id, gerente!.id);
    await seedMesasDemo(tx, demo!.id);
    await seedEstoqueDemo(tx, demo!.id, gerente!.id);
    await seedSiteDemo(tx, demo!.id);
    return demo!.id;
  });
  // the demo's past orders are written as rows (back-dated), not through the order service whose effects keep the
  // reports' daily rollup; rebuild it once so the reports show the demo's history
  await reconstruirRollup(tenantDe(db, comoEmpresaId(demoId)));
  return true;
}
