import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/tenant.ts';

/** A small menu, a customer with an address, a delivery area, a courier and a coupon for one business. */
export interface DadosPedido {
  categoria: number;
  pizza: number; // sizes Média (40,00) and Grande (50,00)
  refri: number; // 7,50
  sabores: number; // complement "Sabores" (tipo sabor, 1..2)
  calabresa: number; // 0 / Grande 5,00 extra
  marguerita: number; // 0 / Grande 8,00 extra
  bordas: number; // complement "Borda" (tipo borda, 0..1)
  catupiry: number; // 6,00
  cliente: number;
  endereco: number; // bairro Batel
  area: number; // Batel, fee 8,00, minimum 20,00
  entregador: number;
  cupom: string; // DEZ: 10 %
  dinheiro: number; // standard method id (tipo dinheiro)
  pix: number; // standard method id (tipo pix)
}

export async function criarDadosPedido(db: Db, empresaId: number, sufixo: string): Promise<DadosPedido> {
  const one = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db, q))[0]!.id);
  const categoria = await one(
    sql`INSERT INTO categorias (empresa_id, nome) VALUES (${empresaId}, ${'Pizzas ' + sufixo}) RETURNING id`,
  );
  const pizza =
    await one(sql`INSERT INTO produtos (empresa_id, categoria_id, nome, tipo, preco_centavos, tamanhos, max_sabores)
    VALUES (${empresaId}, ${categoria}, ${'Pizza ' + sufixo}, 'pizza', 0, ${JSON.stringify([
      { nome: 'Média', preco_centavos: 4000 },
      { nome: 'Grande', preco_centavos: 5000 },
    ])}::jsonb, 2) RETURNING id`);
  const refri = await one(
    sql`INSERT INTO produtos (empresa_id, categoria_id, nome, preco_centavos) VALUES (${empresaId}, ${categoria}, ${'Refri ' + sufixo}, 750) RETURNING id`,
  );
  const sabores = await one(
    sql`INSERT INTO complementos (empresa_id, nome, tipo, min_escolhas, max_escolhas, obrigatorio) VALUES (${empresaId}, 'Sabores', 'sabor', 1, 2, true) RETURNING id`,
  );
  const bordas = await one(
    sql`INSERT INTO complementos (empresa_id, nome, tipo, min_escolhas, max_escolhas, obrigatorio) VALUES (${empresaId}, 'Borda', 'borda', 0, 1, false) RETURNING id`,
  );
  const calabresa = await one(
    sql`INSERT INTO opcoes (empresa_id, nome) VALUES (${empresaId}, 'Calabresa') RETURNING id`,
  );
  const marguerita = await one(
    sql`INSERT INTO opcoes (empresa_id, nome) VALUES (${empresaId}, 'Marguerita') RETURNING id`,
  );
  const catupiry = await one(sql`INSERT INTO opcoes (empresa_id, nome) VALUES (${empresaId}, 'Catupiry') RETURNING id`);
  await db.execute(sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id, preco_centavos, precos_tamanho) VALUES
    (${empresaId}, ${sabores}, ${calabresa}, 0, '{"Grande": 500}'::jsonb),
    (${empresaId}, ${sabores}, ${marguerita}, 0, '{"Grande": 800}'::jsonb),
    (${empresaId}, ${bordas}, ${catupiry}, 600, '{}'::jsonb)`);
  await db.execute(
    sql`INSERT INTO produtos_complementos (empresa_id, produto_id, complemento_id, ordem) VALUES (${empresaId}, ${pizza}, ${sabores}, 0), (${empresaId}, ${pizza}, ${bordas}, 1)`,
  );
  const telefone = sufixo === 'A' ? '+5541987654321' : '+5541912345678';
  const cliente = await one(
    sql`INSERT INTO clientes (empresa_id, nome, telefone, nome_busca) VALUES (${empresaId}, ${'Cliente ' + sufixo}, ${telefone}, ${'cliente ' + sufixo.toLowerCase()}) RETURNING id`,
  );
  const endereco =
    await one(sql`INSERT INTO enderecos (empresa_id, cliente_id, rua, numero, bairro, cidade, estado, endereco_padrao)
    VALUES (${empresaId}, ${cliente}, 'Rua Comendador Araújo', '100', 'Batel', 'Curitiba', 'PR', true) RETURNING id`);
  const area =
    await one(sql`INSERT INTO areas_entrega (empresa_id, nome, bairros, taxa_entrega_centavos, pedido_minimo_centavos)
    VALUES (${empresaId}, 'Centro expandido', ARRAY['Batel', 'Centro'], 800, 2000) RETURNING id`);
  const entregador = await one(
    sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${empresaId}, ${'Motoboy ' + sufixo}) RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO cupons (empresa_id, codigo, tipo, valor_centesimos) VALUES (${empresaId}, 'DEZ', 'percentual', 1000)`,
  );
  const padrao = await queryRows<{ id: number; tipo: string }>(db, sql`SELECT id, tipo FROM formas_pagamento_padrao`);
  return {
    categoria,
    pizza,
    refri,
    sabores,
    calabresa,
    marguerita,
    bordas,
    catupiry,
    cliente,
    endereco,
    area,
    entregador,
    cupom: 'DEZ',
    dinheiro: Number(padrao.find((p) => p.tipo === 'dinheiro')!.id),
    pix: Number(padrao.find((p) => p.tipo === 'pix')!.id),
  };
}
