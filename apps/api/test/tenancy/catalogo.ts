import { bearer, type Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';

// Catalogue: B's ids in the path, in body id slots and in id arrays; A's own ids where the slot is not under test.
const cat = {
  A: { categoria: 0, produto: 0, complemento: 0, opcao: 0 },
  B: { categoria: 0, categoriaVazia: 0, produto: 0, complemento: 0, opcao: 0, link: 0, imagem: '' },
};
let f: Fixture;

export const catalogo: ModuloTenancy = {
  nome: 'catalogo',
  async semear(fx) {
    f = fx;
    const mk = async (token: string, url: string, payload: object) => {
      const res = await f.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
      return res.json<{ id: number }>().id;
    };
    const a = await f.token('gerente.a@teste.com');
    const b = await f.token('gerente.b@teste.com');
    cat.A.categoria = await mk(a, '/categorias', { nome: 'Pizzas A' });
    cat.A.complemento = await mk(a, '/complementos', { nome: 'Bordas A', tipo: 'borda' });
    cat.A.opcao = await mk(a, '/opcoes', { nome: 'Catupiry A', preco: 8 });
    cat.A.produto = await mk(a, '/produtos', { categoria_id: cat.A.categoria, nome: 'Pizza A', preco: 40 });
    cat.B.categoria = await mk(b, '/categorias', { nome: 'Pizzas CANARY-B' });
    cat.B.categoriaVazia = await mk(b, '/categorias', { nome: 'Vazia CANARY-B' });
    cat.B.complemento = await mk(b, '/complementos', { nome: 'Bordas CANARY-B', tipo: 'borda' });
    cat.B.opcao = await mk(b, '/opcoes', { nome: 'Cheddar CANARY-B', preco: 9 });
    cat.B.link = await mk(b, '/complementos-opcoes', { complemento_id: cat.B.complemento, opcao_id: cat.B.opcao });
    cat.B.produto = await mk(b, '/produtos', {
      categoria_id: cat.B.categoria,
      nome: 'Pizza CANARY-B',
      preco: 50,
      complementos: [cat.B.complemento],
    });
  },
  async retrato(fx) {
    const b = await fx.token('gerente.b@teste.com');
    const urls = [
      '/api/categorias',
      '/api/produtos',
      '/api/complementos',
      '/api/opcoes',
      `/api/complementos-opcoes/${cat.B.complemento}`,
      `/api/complementos/${cat.B.complemento}`,
    ];
    const corpos = await Promise.all(urls.map((url) => fx.app.inject({ url, headers: bearer(b) }).then((r) => r.body)));
    return corpos.join('\n');
  },
  listas: ['/api/categorias', '/api/produtos', '/api/complementos', '/api/opcoes'],
  matriz: {
    'PUT /api/categorias/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/categorias/${cat.B.categoria}`, payload: () => ({ nome: 'x' }) }],
    },
    'DELETE /api/categorias/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/categorias/${cat.B.categoriaVazia}` }],
    },
    'PATCH /api/categorias/{id}/toggle': {
      celulas: [{ slots: ['id'], url: () => `/api/categorias/${cat.B.categoria}/toggle` }],
    },
    'POST /api/categorias/{id}/duplicar': {
      celulas: [{ slots: ['id'], url: () => `/api/categorias/${cat.B.categoria}/duplicar` }],
    },
    'PATCH /api/categorias/reordenar': {
      celulas: [
        {
          slots: ['ids'],
          url: () => '/api/categorias/reordenar',
          payload: () => ({ ids: [cat.A.categoria, cat.B.categoria] }),
        },
        {
          slots: ['ids'],
          url: () => '/api/categorias/reordenar',
          payload: () => ({ ids: [cat.B.categoria, cat.B.categoriaVazia] }),
        },
      ],
    },
    'GET /api/produtos': {
      celulas: [{ slots: ['?categoria_id'], url: () => `/api/produtos?categoria_id=${cat.B.categoria}`, vazio: true }],
    },
    'POST /api/produtos': {
      celulas: [
        {
          slots: ['categoria_id'],
          url: () => '/api/produtos',
          payload: () => ({ categoria_id: cat.B.categoria, nome: 'x', preco: 1 }),
        },
        {
          slots: ['complementos'],
          url: () => '/api/produtos',
          payload: () => ({ categoria_id: cat.A.categoria, nome: 'x', preco: 1, complementos: [cat.B.complemento] }),
        },
      ],
    },
    'PUT /api/produtos/{id}': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/produtos/${cat.B.produto}`,
          payload: () => ({ categoria_id: cat.A.categoria, nome: 'x', preco: 1 }),
        },
        {
          slots: ['categoria_id'],
          url: () => `/api/produtos/${cat.A.produto}`,
          payload: () => ({ categoria_id: cat.B.categoria, nome: 'x', preco: 1 }),
        },
        {
          slots: ['complementos'],
          url: () => `/api/produtos/${cat.A.produto}`,
          payload: () => ({ categoria_id: cat.A.categoria, nome: 'x', preco: 1, complementos: [cat.B.complemento] }),
        },
      ],
    },
    'DELETE /api/produtos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/produtos/${cat.B.produto}` }] },
    'POST /api/produtos/{id}/duplicar': {
      celulas: [{ slots: ['id'], url: () => `/api/produtos/${cat.B.produto}/duplicar` }],
    },
    'PATCH /api/produtos/{id}/status': {
      celulas: [
        { slots: ['id'], url: () => `/api/produtos/${cat.B.produto}/status`, payload: () => ({ ativo: false }) },
      ],
    },
    'PATCH /api/produtos/reordenar': {
      celulas: [
        {
          slots: ['categoria_id'],
          url: () => '/api/produtos/reordenar',
          payload: () => ({ categoria_id: cat.B.categoria, ids: [cat.B.produto] }),
        },
        {
          slots: ['ids'],
          url: () => '/api/produtos/reordenar',
          payload: () => ({ categoria_id: cat.A.categoria, ids: [cat.A.produto, cat.B.produto] }),
        },
      ],
    },
    'POST /api/produtos/{id}/imagem': {
      celulas: [{ slots: ['id'], url: () => `/api/produtos/${cat.B.produto}/imagem`, multipart: true }],
    },
    'DELETE /api/produtos/{id}/imagem': {
      celulas: [{ slots: ['id'], url: () => `/api/produtos/${cat.B.produto}/imagem` }],
    },
    'GET /api/complementos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/complementos/${cat.B.complemento}` }] },
    'PUT /api/complementos/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/complementos/${cat.B.complemento}`, payload: () => ({ nome: 'x' }) }],
    },
    'DELETE /api/complementos/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/complementos/${cat.B.complemento}` }],
    },
    'PATCH /api/complementos/{id}/status': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/complementos/${cat.B.complemento}/status`,
          payload: () => ({ ativo: false }),
        },
      ],
    },
    'POST /api/complementos/{id}/duplicar': {
      celulas: [{ slots: ['id'], url: () => `/api/complementos/${cat.B.complemento}/duplicar` }],
    },
    'GET /api/complementos-opcoes/{complementoId}': {
      celulas: [{ slots: ['complementoId'], url: () => `/api/complementos-opcoes/${cat.B.complemento}` }],
    },
    'POST /api/complementos-opcoes': {
      celulas: [
        {
          slots: ['complemento_id'],
          url: () => '/api/complementos-opcoes',
          payload: () => ({ complemento_id: cat.B.complemento, opcao_id: cat.A.opcao }),
        },
        {
          slots: ['opcao_id'],
          url: () => '/api/complementos-opcoes',
          payload: () => ({ complemento_id: cat.A.complemento, opcao_id: cat.B.opcao }),
        },
      ],
    },
    'PUT /api/complementos-opcoes/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/complementos-opcoes/${cat.B.link}`, payload: () => ({ preco: 0 }) }],
    },
    'DELETE /api/complementos-opcoes/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/complementos-opcoes/${cat.B.link}` }],
    },
    'DELETE /api/complementos-opcoes/complemento/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/complementos-opcoes/complemento/${cat.B.complemento}` }],
    },
    'PUT /api/opcoes/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/opcoes/${cat.B.opcao}`, payload: () => ({ nome: 'x', preco: 0 }) }],
    },
    'DELETE /api/opcoes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/opcoes/${cat.B.opcao}` }] },
    'POST /api/opcoes/{id}/duplicar': {
      celulas: [{ slots: ['id'], url: () => `/api/opcoes/${cat.B.opcao}/duplicar` }],
    },
    'PATCH /api/opcoes/{id}/status': {
      celulas: [{ slots: ['id'], url: () => `/api/opcoes/${cat.B.opcao}/status`, payload: () => ({ ativo: false }) }],
    },
    'GET /api/opcoes/{id}/complementos': {
      celulas: [{ slots: ['id'], url: () => `/api/opcoes/${cat.B.opcao}/complementos` }],
    },
    'GET /api/categorias/publicas': {
      celulas: [],
      isencoes: [
        {
          slots: ['?empresa_id'],
          motivo: 'cardápio público: a empresa é escolhida pelo visitante e só vê itens ativos',
        },
      ],
    },
    'GET /api/produtos/publicos': {
      celulas: [
        {
          slots: ['?categoria_id'],
          url: () => `/api/produtos/publicos?empresa_id=${f.A.id}&categoria_id=${cat.B.categoria}`,
          vazio: true,
        },
      ],
      isencoes: [
        {
          slots: ['?empresa_id'],
          motivo: 'cardápio público: a empresa é escolhida pelo visitante e só vê itens ativos',
        },
      ],
    },
    'GET /api/imagens/{chave}': {
      celulas: [],
      isencoes: [{ slots: ['chave'], motivo: 'público: a chave é um token aleatório' }],
    },
  },
};
