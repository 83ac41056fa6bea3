import type { Fixture } from '../helpers.ts';
import type { Celula, Entrada, Operacao } from './matriz.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar } from './comum.ts';

// Reports: B's courier and product (through the API) in every id slot of the report calls. A foreign courier or
// product answers 404, in the path (`/entregadores/{id}/…`) and in a filter (`?entregador_id`, `?produto_id`) —
// never a report computed over B's rows. Reports write nothing of B (the rollup is rewritten only by B's changes).
const B = { entregador: 0, produto: 0 };

// every sales report takes the courier filter, and its CSV twin too
const VENDAS = ['resumo', 'comparativo', 'serie-temporal', 'formas-pagamento', 'bairros', 'detalhes', 'cancelados'];
const COM_CSV = ['serie-temporal', 'formas-pagamento', 'bairros', 'detalhes', 'cancelados', 'canais', 'tipos-pedido'];

function matriz(): Partial<Record<Operacao, Entrada>> {
  const m: Partial<Record<Operacao, Entrada>> = {};
  const filtro = (caminho: string): Entrada => ({
    celulas: [{ slots: ['?entregador_id'], url: () => `/api${caminho}?entregador_id=${B.entregador}` }],
  });
  for (const r of [...VENDAS, 'canais', 'tipos-pedido'])
    m[`GET /api/relatorios/vendas/${r}`] = filtro(`/relatorios/vendas/${r}`);
  for (const r of COM_CSV) m[`GET /api/relatorios/vendas/${r}/csv`] = filtro(`/relatorios/vendas/${r}/csv`);
  const noCaminho = (sufixo: string): Entrada => ({
    celulas: [{ slots: ['id'], url: () => `/api/relatorios/vendas/entregadores/${B.entregador}/${sufixo}` }],
  });
  for (const s of ['taxa', 'total', 'taxa/csv', 'total/csv'])
    m[`GET /api/relatorios/vendas/entregadores/{id}/${s}`] = noCaminho(s);
  const produto = (caminho: string): Celula => ({
    slots: ['?produto_id'],
    url: () => `/api${caminho}?produto_id=${B.produto}`,
  });
  m['GET /api/relatorios/catalogo/opcoes/produto'] = { celulas: [produto('/relatorios/catalogo/opcoes/produto')] };
  m['GET /api/relatorios/catalogo/opcoes/produto/csv'] = {
    celulas: [produto('/relatorios/catalogo/opcoes/produto/csv')],
  };
  return m;
}

let f: Fixture;
export const relatorios: ModuloTenancy = {
  nome: 'relatorios',
  async semear(fx) {
    f = fx;
    const tB = await f.token('gerente.b@teste.com');
    B.entregador = (await criar(f, tB, '/api/entregadores', { nome: 'CANARY-B Motoboy', valor_diaria: '50,00' })).id;
    const categoria = (await criar(f, tB, '/api/categorias', { nome: 'CANARY-B Lanches' })).id;
    B.produto = (
      await criar(f, tB, '/api/produtos', { categoria_id: categoria, nome: 'CANARY-B X-Tudo', preco: 30 })
    ).id;
  },
  listas: [
    '/api/relatorios/vendas/entregadores',
    '/api/relatorios/catalogo/produtos',
    '/api/relatorios/catalogo/abc',
    '/api/relatorios/clientes/tabela',
  ],
  matriz: matriz(),
};
