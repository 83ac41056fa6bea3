import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  abcQuerySchema,
  abcSchema,
  categoriasRelatorioSchema,
  opcoesDoProdutoSchema,
  opcoesProdutoQuerySchema,
  opcoesRelatorioSchema,
  produtosRelatorioSchema,
  relatorioCatalogoQuerySchema,
  type opcaoLinhaSchema,
} from '@app/shared/schemas/relatorios-catalogo.ts';
import * as catalogo from '../service/catalogo.ts';
import type { Coluna } from '../service/csv.ts';
import { relatorio } from './comum.ts';

// /relatorios/catalogo/*: categories, products, options, options of a product, the ABC curve.

const colunasOpcao: Coluna<z.infer<typeof opcaoLinhaSchema>>[] = [
  { titulo: 'Opção', valor: (l) => l.opcao },
  { titulo: 'Complemento', valor: (l) => l.complemento },
  { titulo: 'Quantidade', valor: (l) => l.quantidade },
  { titulo: 'Faturamento', valor: (l) => l.faturamento, dinheiro: true },
  { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
];

export async function catalogoRoutes(app: FastifyInstance) {
  const P = '/relatorios/catalogo';
  relatorio(app, {
    path: `${P}/categorias`,
    summary: 'Quantidade vendida e faturamento por categoria',
    querystring: relatorioCatalogoQuerySchema,
    response: categoriasRelatorioSchema,
    handler: (req) => catalogo.categorias(req.tenant, req.query),
    csv: {
      nome: 'catalogo-categorias',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Categoria', valor: (l) => l.categoria },
        { titulo: 'Quantidade', valor: (l) => l.quantidade },
        { titulo: 'Faturamento', valor: (l) => l.faturamento, dinheiro: true },
        { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/produtos`,
    summary: 'Quantidade vendida e faturamento por produto',
    querystring: relatorioCatalogoQuerySchema,
    response: produtosRelatorioSchema,
    handler: (req) => catalogo.produtos(req.tenant, req.query),
    csv: {
      nome: 'catalogo-produtos',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Produto', valor: (l) => l.produto },
        { titulo: 'Categoria', valor: (l) => l.categoria },
        { titulo: 'Quantidade', valor: (l) => l.quantidade },
        { titulo: 'Faturamento', valor: (l) => l.faturamento, dinheiro: true },
        { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/opcoes`,
    summary: 'Unidades e faturamento por opção (opções marcadas para ignorar no relatório ficam de fora)',
    querystring: relatorioCatalogoQuerySchema,
    response: opcoesRelatorioSchema,
    handler: (req) => catalogo.opcoes(req.tenant, req.query),
    csv: { nome: 'catalogo-opcoes', linhas: (r) => r.items, colunas: colunasOpcao },
  });
  relatorio(app, {
    path: `${P}/opcoes/produto`,
    summary: 'As opções vendidas com um produto (produto_id)',
    querystring: opcoesProdutoQuerySchema,
    response: opcoesDoProdutoSchema,
    handler: (req) => catalogo.opcoesDoProduto(req.tenant, req.query),
    csv: { nome: 'catalogo-opcoes-produto', linhas: (r) => r.items, colunas: colunasOpcao },
  });
  relatorio(app, {
    path: `${P}/abc`,
    summary:
      'Curva ABC dos produtos (A até 80 %, B até 95 %, C o resto), com o CMV ao lado quando houver ficha técnica',
    querystring: abcQuerySchema,
    response: abcSchema,
    handler: (req) => catalogo.abc(req.tenant, req.query),
    csv: {
      nome: 'catalogo-abc',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Classe', valor: (l) => l.classe },
        { titulo: 'Produto', valor: (l) => l.produto },
        { titulo: 'Categoria', valor: (l) => l.categoria },
        { titulo: 'Quantidade', valor: (l) => l.quantidade },
        { titulo: 'Faturamento', valor: (l) => l.faturamento, dinheiro: true },
        { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
        { titulo: 'Acumulado (%)', valor: (l) => l.acumulado_pct },
        { titulo: 'CMV', valor: (l) => l.cmv, dinheiro: true },
      ],
    },
  });
}
