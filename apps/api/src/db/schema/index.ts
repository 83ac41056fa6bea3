// All Drizzle tables, one file per module (the module that owns the table). Add a module's file here when it
// gains tables.
export * from './empresas.ts';
export * from './auth.ts';
export * from './formas-pagamento.ts';
export * from './catalogo.ts';
export * from './clientes.ts';
export * from './entrega.ts';
export * from './cupons.ts';
export * from './pedidos.ts';
export * from './impressao.ts';
export * from './mesas.ts';
export * from './faturas.ts';
export * from './whatsapp.ts';
export * from './carrinhos.ts';
export * from './usuarios.ts';
export * from './cliente.ts';
export * from './estoque.ts';
export * from './relatorios.ts';
export * from './relatorios-clientes.ts';
export * from './relatorios-catalogo.ts';
export * from './relatorios-cancelados.ts';
