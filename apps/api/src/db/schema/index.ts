// All Drizzle tables, one file per module. Add a module's file here when it gains tables.
export * from './fundacao.ts';
export * from './empresa-config.ts';
export * from './catalogo.ts';
export * from './clientes-entrega-cupons.ts';
