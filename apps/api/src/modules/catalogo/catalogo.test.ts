import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { calcularPrecoItem, montarItemPedido } from '@app/shared/domain/preco-item.ts';
import { produtoPrecificavel } from '@app/shared/domain/preco-item-api.ts';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';

let f: Fixture;
let gA: string; // manager of A
let gB: string; // manager of B
let atA: string; // attendant of A, catalogue writing revoked below
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (token: string | null, method: Method, url: string, payload?: object) =>
  f.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
async function ok<T = Record<string, unknown>>(
  token: string,
  method: Method,
  url: string,
  payload?: object,
  status?: number,
): Promise<T> {
  const res = await call(token, method, url, payload);
  const expected = status ?? (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200);
  if (res.statusCode !== expected) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}
const id = (x: { id?: unknown }) => x.id as number;

beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  gB = await f.token('gerente.b@teste.com');
  atA = await f.token('atendente.a@teste.com');
  await ok(gA, 'PATCH', `/usuarios/${f.A.atendente}/permissoes`, { overrides: { 'catalogo.gerenciar': false } });
});
afterAll(async () => {
  await f?.close();
});

describe('categorias', () => {
  it('creates, lists in order, updates, toggles; validation answers in Portuguese', async () => {
    const a = await ok(gA, 'POST', '/categorias', { nome: 'Lanches' });
    const b = await ok(gA, 'POST', '/categorias', { nome: '  Sobremesas  ' });
    expect(a).toMatchObject({ nome: 'Lanches', ordem: 0, ativo: true, total_produtos: 0 });
    expect(b).toMatchObject({ nome: 'Sobremesas', ordem: 1 });
    await ok(gB, 'POST', '/categorias', { nome: 'Categoria CANARY-B' });

    const list = await ok<{ items: { nome: string }[]; total: number }>(gA, 'GET', '/categorias');
    expect(list.items.map((c) => c.nome)).toEqual(['Lanches', 'Sobremesas']);
    expect(JSON.stringify(list)).not.toContain('CANARY-B');
    expect((await ok<{ total: number }>(gA, 'GET', '/categorias?search=sobre')).total).toBe(1);

    expect(await ok(gA, 'PUT', `/categorias/${id(b)}`, { nome: 'Doces' })).toMatchObject({
      nome: 'Doces',
      ativo: true,
    });
    expect(await ok(gA, 'PATCH', `/categorias/${id(b)}/toggle`)).toMatchObject({ ativo: false });
    expect(await ok(gA, 'PATCH', `/categorias/${id(b)}/toggle`)).toMatchObject({ ativo: true });

    const vazio = await call(gA, 'POST', '/categorias', { nome: '   ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual([{ campo: 'nome', mensagem: 'Este campo é obrigatório' }]);
    // mass assignment: the business comes from the token only
    const extra = await call(gA, 'POST', '/categorias', { nome: 'X', empresa_id: f.B.id });
    expect(extra.statusCode).toBe(400);
    expect((await call(gA, 'GET', '/categorias?per_page=1000')).statusCode).toBe(400);
  });

  it("reorders only with exactly the business's categories; otherwise nothing changes", async () => {
    const antes = (await ok<{ items: { id: number }[] }>(gA, 'GET', '/categorias')).items.map((c) => c.id);
    const [x, y] = antes as [number, number];
    const [catB] = (await ok<{ items: { id: number }[] }>(gB, 'GET', '/categorias')).items;

    expect((await call(gA, 'PATCH', '/categorias/reordenar', { ids: [x] })).statusCode).toBe(400);
    expect((await call(gA, 'PATCH', '/categorias/reordenar', { ids: [x, x] })).statusCode).toBe(400);
    expect((await call(gA, 'PATCH', '/categorias/reordenar', { ids: [y, x, catB!.id] })).statusCode).toBe(404);
    expect((await call(gA, 'PATCH', '/categorias/reordenar', { ids: [y, catB!.id] })).statusCode).toBe(404);
    expect((await ok<{ items: { id: number }[] }>(gA, 'GET', '/categorias')).items.map((c) => c.id)).toEqual(antes);

    await ok(gA, 'PATCH', '/categorias/reordenar', { ids: [y, x] }, 204);
    expect(
      (await ok<{ items: { id: number; ordem: number }[] }>(gA, 'GET', '/categorias')).items.map((c) => [
        c.id,
        c.ordem,
      ]),
    ).toEqual([
      [y, 0],
      [x, 1],
    ]);
    // B's order untouched
    expect((await ok<{ items: { ordem: number }[] }>(gB, 'GET', '/categorias')).items[0]!.ordem).toBe(0);
  });

  it('refuses to delete a category that still has products, with a clear message; deletes an empty one', async () => {
    const c = await ok(gA, 'POST', '/categorias', { nome: 'Temporária' });
    await ok(gA, 'POST', '/produtos', { categoria_id: id(c), nome: 'Coxinha', preco: 7.5 });
    const res = await call(gA, 'DELETE', `/categorias/${id(c)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Esta categoria ainda tem 1 produto. Mova ou exclua os produtos antes de excluí-la.',
    );
    const vazia = await ok(gA, 'POST', '/categorias', { nome: 'Vazia' });
    await ok(gA, 'DELETE', `/categorias/${id(vazia)}`);
    expect((await call(gA, 'DELETE', `/categorias/${id(vazia)}`)).statusCode).toBe(404);
  });

  it('duplicates a category deeply: its products with their complements; the copy starts inactive', async () => {
    const c = await ok(gA, 'POST', '/categorias', { nome: 'Combos' });
    const comp = await ok(gA, 'POST', '/complementos', { nome: 'Molhos', max_escolhas: 2 });
    const p1 = await ok(gA, 'POST', '/produtos', {
      categoria_id: id(c),
      nome: 'Combo 1',
      preco: 30,
      complementos: [id(comp)],
    });
    await ok(gA, 'POST', '/produtos', { categoria_id: id(c), nome: 'Combo 2', preco: 35 });
    await ok(gA, 'PATCH', `/produtos/${id(p1)}/status`, { ativo: false });

    const copia = await ok(gA, 'POST', `/categorias/${id(c)}/duplicar`);
    expect(copia).toMatchObject({ nome: 'Combos (cópia)', ativo: false, total_produtos: 2 });
    const prods = await ok<{ items: Record<string, unknown>[] }>(gA, 'GET', `/produtos?categoria_id=${id(copia)}`);
    expect(prods.items.map((p) => [p.nome, p.ativo, p.complementos])).toEqual([
      ['Combo 1', false, [id(comp)]],
      ['Combo 2', true, []],
    ]);
    expect(prods.items.every((p) => p.id !== id(p1))).toBe(true);
    // the original keeps its products
    expect((await ok<{ total: number }>(gA, 'GET', `/produtos?categoria_id=${id(c)}`)).total).toBe(2);
  });
});

describe('produtos', () => {
  let cat: number;
  let cat2: number;
  let borda: number;
  beforeAll(async () => {
    cat = id(await ok(gA, 'POST', '/categorias', { nome: 'Pizzas' }));
    cat2 = id(await ok(gA, 'POST', '/categorias', { nome: 'Bebidas' }));
    borda = id(await ok(gA, 'POST', '/complementos', { nome: 'Escolha a borda', tipo: 'borda', max_escolhas: 1 }));
  });

  it('creates a pizza with sizes, flavour limit and attached complements', async () => {
    const p = await ok(gA, 'POST', '/produtos', {
      categoria_id: cat,
      nome: 'Pizza Tradicional',
      descricao: 'Massa fina',
      preco: 0,
      tipo: 'pizza',
      tamanhos: [
        { nome: 'Média', preco: 0 },
        { nome: 'Grande', preco: 5.5 },
      ],
      max_sabores: 2,
      complementos: [borda],
    });
    expect(p).toMatchObject({
      categoria_id: cat,
      nome: 'Pizza Tradicional',
      descricao: 'Massa fina',
      preco: 0,
      ordem: 0,
      ativo: true,
      imagem_url: null,
      ficha_tecnica_id: null,
      tipo: 'pizza',
      tamanhos: [
        { nome: 'Média', preco: 0 },
        { nome: 'Grande', preco: 5.5 },
      ],
      max_sabores: 2,
      complementos: [borda],
    });
  });

  it('validates name, money (≥ 0, ≤ 2 decimals), 1–4 flavours, sizes', async () => {
    const bad = async (payload: object) =>
      (await call(gA, 'POST', '/produtos', { categoria_id: cat, nome: 'X', preco: 1, ...payload })).json().errors;
    expect(await bad({ nome: '' })).toEqual([{ campo: 'nome', mensagem: 'Este campo é obrigatório' }]);
    expect(await bad({ preco: -1 })).toEqual([{ campo: 'preco', mensagem: 'O valor não pode ser negativo' }]);
    expect(await bad({ preco: 10.555 })).toEqual([
      { campo: 'preco', mensagem: 'Informe um valor com no máximo 2 casas decimais' },
    ]);
    expect(await bad({ preco: undefined })).toEqual([{ campo: 'preco', mensagem: 'Este campo é obrigatório' }]);
    expect(await bad({ tipo: 'pizza', tamanhos: [{ nome: 'G', preco: 1 }], max_sabores: 5 })).toEqual([
      { campo: 'max_sabores', mensagem: 'Escolha de 1 a 4 sabores' },
    ]);
    expect(await bad({ tipo: 'pizza', tamanhos: [{ nome: 'G', preco: 1 }], max_sabores: 0 })).toEqual([
      { campo: 'max_sabores', mensagem: 'Escolha de 1 a 4 sabores' },
    ]);
    expect(await bad({ tipo: 'pizza' })).toEqual([
      { campo: 'tamanhos', mensagem: 'Uma pizza precisa de pelo menos um tamanho' },
    ]);
    expect(
      await bad({
        tamanhos: [
          { nome: 'G', preco: 1 },
          { nome: 'g', preco: 2 },
        ],
      }),
    ).toEqual([{ campo: 'tamanhos.1.nome', mensagem: 'Tamanho repetido' }]);
    expect((await call(gA, 'POST', '/produtos', { categoria_id: 999999, nome: 'X', preco: 1 })).json().detail).toBe(
      'Categoria não encontrada',
    );
    expect(
      (await call(gA, 'POST', '/produtos', { categoria_id: cat, nome: 'X', preco: 1, ficha_tecnica_id: 1 })).statusCode,
    ).toBe(400);
  });

  it('lists with category filter and search; updates and moves between categories', async () => {
    const agua = await ok(gA, 'POST', '/produtos', { categoria_id: cat2, nome: 'Água sem gás', preco: 4 });
    await ok(gA, 'POST', '/produtos', {
      categoria_id: cat2,
      nome: 'Refrigerante lata',
      preco: 6.5,
      descricao: 'Coca-Cola ou Guaraná',
    });
    expect(
      (await ok<{ items: { nome: string }[] }>(gA, 'GET', `/produtos?categoria_id=${cat2}`)).items.map((p) => p.nome),
    ).toEqual(['Água sem gás', 'Refrigerante lata']);
    expect(
      (await ok<{ items: { nome: string }[] }>(gA, 'GET', '/produtos?search=guaran')).items.map((p) => p.nome),
    ).toEqual(['Refrigerante lata']);
    expect((await ok<{ total: number }>(gA, 'GET', '/produtos?search=100%25')).total).toBe(0);
    const moved = await ok(gA, 'PUT', `/produtos/${id(agua)}`, { categoria_id: cat, nome: 'Água com gás', preco: 4.5 });
    expect(moved).toMatchObject({ categoria_id: cat, nome: 'Água com gás', preco: 4.5, ordem: 1, ativo: true });
    expect(await ok(gA, 'PATCH', `/produtos/${id(agua)}/status`, { ativo: false })).toMatchObject({ ativo: false });
    expect((await ok<{ total: number }>(gA, 'GET', `/produtos?categoria_id=${cat}&ativo=false`)).total).toBe(1);
    await ok(gA, 'DELETE', `/produtos/${id(agua)}`);
    expect(
      (await call(gA, 'PUT', `/produtos/${id(agua)}`, { categoria_id: cat, nome: 'X', preco: 1 })).statusCode,
    ).toBe(404);
  });

  it('duplicates a product with its complement attachments, inactive and at the end of its category', async () => {
    const [pizza] = (await ok<{ items: { id: number }[] }>(gA, 'GET', `/produtos?categoria_id=${cat}`)).items;
    const copia = await ok(gA, 'POST', `/produtos/${pizza!.id}/duplicar`);
    expect(copia).toMatchObject({
      nome: 'Pizza Tradicional (cópia)',
      ativo: false,
      ordem: 1,
      complementos: [borda],
      tipo: 'pizza',
      max_sabores: 2,
    });
    expect(copia.tamanhos).toEqual([
      { nome: 'Média', preco: 0 },
      { nome: 'Grande', preco: 5.5 },
    ]);
  });

  it('reorders inside a category only with exactly its products', async () => {
    const ids = (await ok<{ items: { id: number }[] }>(gA, 'GET', `/produtos?categoria_id=${cat}`)).items.map(
      (p) => p.id,
    );
    const outra = (await ok<{ items: { id: number }[] }>(gA, 'GET', `/produtos?categoria_id=${cat2}`)).items.map(
      (p) => p.id,
    );
    const prodB = await ok(gB, 'POST', '/produtos', {
      categoria_id: (await ok<{ items: { id: number }[] }>(gB, 'GET', '/categorias')).items[0]!.id,
      nome: 'Produto CANARY-B',
      preco: 1,
    });
    const rev = [...ids].reverse();
    expect((await call(gA, 'PATCH', '/produtos/reordenar', { categoria_id: cat, ids: rev.slice(1) })).statusCode).toBe(
      400,
    );
    expect(
      (await call(gA, 'PATCH', '/produtos/reordenar', { categoria_id: cat, ids: [...rev.slice(1), outra[0]] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(gA, 'PATCH', '/produtos/reordenar', { categoria_id: cat, ids: [...rev.slice(1), id(prodB)] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ok<{ items: { id: number }[] }>(gA, 'GET', `/produtos?categoria_id=${cat}`)).items.map((p) => p.id),
    ).toEqual(ids);
    await ok(gA, 'PATCH', '/produtos/reordenar', { categoria_id: cat, ids: rev }, 204);
    expect(
      (await ok<{ items: { id: number }[] }>(gA, 'GET', `/produtos?categoria_id=${cat}`)).items.map((p) => p.id),
    ).toEqual(rev);
  });

  it('uploads a photo checked by magic bytes, serves it publicly, replaces and removes it', async () => {
    const [p] = (await ok<{ items: { id: number }[] }>(gA, 'GET', `/produtos?categoria_id=${cat}`)).items;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const up = (buf: Buffer, name = 'foto.png', type = 'image/png') => {
      const boundary = '----catalogo';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="imagem"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        buf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return f.app.inject({
        method: 'POST',
        url: `/api/produtos/${p!.id}/imagem`,
        headers: { ...bearer(gA), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const res = await up(png);
    expect(res.statusCode).toBe(200);
    const url = res.json().imagem_url as string;
    expect(url).toMatch(/^\/api\/imagens\/[A-Za-z0-9_-]{24}$/);
    const img = await f.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    expect(img.rawPayload.equals(png)).toBe(true);

    // an HTML file named .png is refused: the type comes from the bytes
    const html = await up(Buffer.from('<svg onload=alert(1)></svg>'), 'x.png');
    expect(html.statusCode).toBe(415);
    expect(html.json().detail).toBe('Formato de imagem não suportado. Use JPEG, PNG ou WebP.');
    const grande = await up(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(grande.statusCode).toBe(413);

    const jpg = await up(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
      'f.jpg',
      'image/jpeg',
    );
    expect(jpg.statusCode).toBe(200);
    expect((await f.app.inject({ url })).statusCode).toBe(404); // the replaced image is gone
    await ok(gA, 'DELETE', `/produtos/${p!.id}/imagem`);
    expect((await f.app.inject({ url: jpg.json().imagem_url })).statusCode).toBe(404);
  });
});

describe('complementos, opções e complementos-opções', () => {
  it('creates complements with min ≤ max; required ⇔ at least one choice', async () => {
    const bad = await call(gA, 'POST', '/complementos', { nome: 'Molhos', min_escolhas: 3, max_escolhas: 2 });
    expect(bad.json().errors).toEqual([
      { campo: 'min_escolhas', mensagem: 'O mínimo não pode ser maior que o máximo' },
    ]);
    expect((await call(gA, 'POST', '/complementos', { nome: '' })).json().errors).toEqual([
      { campo: 'nome', mensagem: 'Este campo é obrigatório' },
    ]);
    expect(await ok(gA, 'POST', '/complementos', { nome: 'Ponto da carne', obrigatorio: true })).toMatchObject({
      min_escolhas: 1,
      max_escolhas: 1,
      obrigatorio: true,
      tipo: 'adicional',
      opcoes: [],
    });
    expect(
      await ok(gA, 'POST', '/complementos', { nome: 'Acompanhamentos', min_escolhas: 2, max_escolhas: 3 }),
    ).toMatchObject({ obrigatorio: true, min_escolhas: 2 });
  });

  it('options CRUD, status, duplicate, and where they are used', async () => {
    const o = await ok(gA, 'POST', '/opcoes', { nome: 'Bacon', preco: 4.5, ignorar_relatorio: true });
    expect(o).toEqual({
      id: id(o),
      nome: 'Bacon',
      descricao: null,
      preco: 4.5,
      ativo: true,
      ignorar_relatorio: true,
      ficha_tecnica_id: null,
      total_complementos: 0,
    });
    expect((await call(gA, 'POST', '/opcoes', { nome: 'X', preco: 1.001 })).json().errors).toEqual([
      { campo: 'preco', mensagem: 'Informe um valor com no máximo 2 casas decimais' },
    ]);
    expect(
      await ok(gA, 'PUT', `/opcoes/${id(o)}`, { nome: 'Bacon crocante', preco: 5, descricao: 'Tiras' }),
    ).toMatchObject({ nome: 'Bacon crocante', preco: 5, descricao: 'Tiras', ignorar_relatorio: false });
    expect(await ok(gA, 'PATCH', `/opcoes/${id(o)}/status`, { ativo: false })).toMatchObject({ ativo: false });
    expect(await ok(gA, 'POST', `/opcoes/${id(o)}/duplicar`)).toMatchObject({
      nome: 'Bacon crocante (cópia)',
      preco: 5,
      ativo: false,
    });
    expect((await ok<{ items: unknown[] }>(gA, 'GET', '/opcoes?search=bacon')).items).toHaveLength(2);
    const comp = await ok(gA, 'POST', '/complementos', { nome: 'Adicionais', max_escolhas: 5 });
    await ok(gA, 'POST', '/complementos-opcoes', { complemento_id: id(comp), opcao_id: id(o), preco: 3 });
    expect(await ok(gA, 'GET', `/opcoes/${id(o)}/complementos`)).toEqual({
      items: [
        {
          complemento_opcao_id: expect.any(Number),
          complemento_id: id(comp),
          nome: 'Adicionais',
          tipo: 'adicional',
          ativo: true,
          preco: 3,
        },
      ],
    });
    await ok(gA, 'DELETE', `/opcoes/${id(o)}`);
    expect((await ok<{ items: unknown[] }>(gA, 'GET', `/complementos-opcoes/${id(comp)}`)).items).toEqual([]);
    expect((await call(gA, 'GET', `/opcoes/${id(o)}/complementos`)).statusCode).toBe(404);
  });

  it('links options to a complement with its own price and per-size prices; update, remove one, remove all', async () => {
    const comp = await ok(gA, 'POST', '/complementos', { nome: 'Sabores', tipo: 'sabor', max_escolhas: 4 });
    const cal = await ok(gA, 'POST', '/opcoes', { nome: 'Calabresa', preco: 40 });
    const port = await ok(gA, 'POST', '/opcoes', { nome: 'Portuguesa', preco: 45 });
    const l1 = await ok(gA, 'POST', '/complementos-opcoes', { complemento_id: id(comp), opcao_id: id(cal) });
    expect(l1).toMatchObject({
      complemento_id: id(comp),
      opcao_id: id(cal),
      nome: 'Calabresa',
      preco: 40,
      precos_tamanho: [],
      ordem: 0,
    });
    const l2 = await ok(gA, 'POST', '/complementos-opcoes', {
      complemento_id: id(comp),
      opcao_id: id(port),
      preco: 46,
      precos_tamanho: [{ tamanho: 'Grande', preco: 60.5 }],
    });
    expect(l2).toMatchObject({ preco: 46, precos_tamanho: [{ tamanho: 'Grande', preco: 60.5 }], ordem: 1 });
    const dup = await call(gA, 'POST', '/complementos-opcoes', { complemento_id: id(comp), opcao_id: id(cal) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Esta opção já está neste complemento');
    expect(
      await ok(gA, 'PUT', `/complementos-opcoes/${id(l1)}`, {
        preco: 41,
        precos_tamanho: [{ tamanho: 'Grande', preco: 55 }],
        ordem: 5,
      }),
    ).toMatchObject({ preco: 41, precos_tamanho: [{ tamanho: 'Grande', preco: 55 }], ordem: 5 });
    expect(
      (await ok<{ items: { nome: string }[] }>(gA, 'GET', `/complementos-opcoes/${id(comp)}`)).items.map((x) => x.nome),
    ).toEqual(['Portuguesa', 'Calabresa']);
    expect(
      (await ok<{ opcoes: unknown[]; total_opcoes: number }>(gA, 'GET', `/complementos/${id(comp)}`)).total_opcoes,
    ).toBe(2);

    const copia = await ok<{
      id: number;
      nome: string;
      opcoes: { opcao_id: number; preco: number; precos_tamanho: unknown }[];
    }>(gA, 'POST', `/complementos/${id(comp)}/duplicar`);
    expect(copia.nome).toBe('Sabores (cópia)');
    expect(copia.opcoes.map((o) => [o.opcao_id, o.preco, o.precos_tamanho])).toEqual([
      [id(port), 46, [{ tamanho: 'Grande', preco: 60.5 }]],
      [id(cal), 41, [{ tamanho: 'Grande', preco: 55 }]],
    ]);

    await ok(gA, 'DELETE', `/complementos-opcoes/${id(l2)}`);
    expect((await call(gA, 'DELETE', `/complementos-opcoes/${id(l2)}`)).statusCode).toBe(404);
    await ok(gA, 'DELETE', `/complementos-opcoes/complemento/${id(comp)}`);
    expect((await ok<{ items: unknown[] }>(gA, 'GET', `/complementos-opcoes/${id(comp)}`)).items).toEqual([]);
    expect((await ok<{ items: unknown[] }>(gA, 'GET', `/complementos-opcoes/${copia.id}`)).items).toHaveLength(2); // the copy kept its own links

    expect(
      await ok(gA, 'PUT', `/complementos/${id(comp)}`, {
        nome: 'Sabores tradicionais',
        tipo: 'sabor',
        max_escolhas: 3,
      }),
    ).toMatchObject({ nome: 'Sabores tradicionais', max_escolhas: 3 });
    expect(await ok(gA, 'PATCH', `/complementos/${id(comp)}/status`, { ativo: false })).toMatchObject({ ativo: false });
    expect((await ok<{ items: unknown[] }>(gA, 'GET', '/complementos?tipo=sabor&ativo=false')).items).toHaveLength(1);
    await ok(gA, 'DELETE', `/complementos/${id(comp)}`);
    expect((await call(gA, 'GET', `/complementos/${id(comp)}`)).statusCode).toBe(404);
  });
});

describe('cardápio público e regra de preço', () => {
  let empresa: number;
  let pizzaId: number;
  let ids: Record<string, number>;
  beforeAll(async () => {
    empresa = f.A.id;
    const cat = id(await ok(gA, 'POST', '/categorias', { nome: 'Pizzas Especiais' }));
    const catOff = id(await ok(gA, 'POST', '/categorias', { nome: 'Escondida', ativo: false }));
    const sab = id(
      await ok(gA, 'POST', '/complementos', { nome: 'Sabores', tipo: 'sabor', min_escolhas: 1, max_escolhas: 2 }),
    );
    const bor = id(await ok(gA, 'POST', '/complementos', { nome: 'Borda', tipo: 'borda', max_escolhas: 1 }));
    const off = id(await ok(gA, 'POST', '/complementos', { nome: 'Desativado', ativo: false }));
    const opt = async (nome: string, preco: number) => id(await ok(gA, 'POST', '/opcoes', { nome, preco }));
    ids = {
      sab,
      bor,
      cal: await opt('Calabresa', 40),
      mar: await opt('Marguerita', 42),
      cat: await opt('Catupiry', 8),
      velha: await opt('Sabor antigo', 1),
    };
    await ok(gA, 'POST', '/complementos-opcoes', {
      complemento_id: sab,
      opcao_id: ids.cal!,
      precos_tamanho: [{ tamanho: 'Grande', preco: 55 }],
    });
    await ok(gA, 'POST', '/complementos-opcoes', {
      complemento_id: sab,
      opcao_id: ids.mar!,
      precos_tamanho: [{ tamanho: 'Grande', preco: 58.25 }],
    });
    await ok(gA, 'POST', '/complementos-opcoes', { complemento_id: sab, opcao_id: ids.velha! });
    await ok(gA, 'PATCH', `/opcoes/${ids.velha}/status`, { ativo: false });
    await ok(gA, 'POST', '/complementos-opcoes', { complemento_id: bor, opcao_id: ids.cat! });
    pizzaId = id(
      await ok(gA, 'POST', '/produtos', {
        categoria_id: cat,
        nome: 'Pizza',
        preco: 0,
        tipo: 'pizza',
        max_sabores: 2,
        tamanhos: [
          { nome: 'Média', preco: 0 },
          { nome: 'Grande', preco: 0 },
        ],
        complementos: [sab, bor, off],
      }),
    );
    const inativo = id(await ok(gA, 'POST', '/produtos', { categoria_id: cat, nome: 'Inativo', preco: 1 }));
    await ok(gA, 'PATCH', `/produtos/${inativo}/status`, { ativo: false });
    await ok(gA, 'POST', '/produtos', { categoria_id: catOff, nome: 'Em categoria inativa', preco: 1 });
    await f.database.db.execute(sql`UPDATE produtos SET ficha_tecnica_id = 77 WHERE id = ${pizzaId}`);
  });

  it('needs ?empresa_id=, answers 404 for an unknown business, without a token', async () => {
    expect((await f.app.inject({ url: '/api/produtos/publicos' })).statusCode).toBe(400);
    expect((await f.app.inject({ url: '/api/categorias/publicas?empresa_id=999999' })).statusCode).toBe(404);
  });

  it('shows only active products of active categories, with active complements and options, no internal fields', async () => {
    const res = await f.app.inject({ url: `/api/produtos/publicos?empresa_id=${empresa}&per_page=100` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: ProdutoPublico[] }>();
    const nomes = body.items.map((p) => p.nome);
    expect(nomes).toContain('Pizza');
    expect(nomes).not.toContain('Inativo');
    expect(nomes).not.toContain('Em categoria inativa');
    expect(res.body).not.toContain('ficha_tecnica_id');
    expect(res.body).not.toContain('ignorar_relatorio');
    expect(res.body).not.toContain('"ativo"');
    expect(res.body).not.toContain('CANARY-B');
    const pizza = body.items.find((p) => p.id === pizzaId)!;
    expect(pizza.complementos.map((c) => c.nome)).toEqual(['Sabores', 'Borda']);
    expect(pizza.complementos[0]!.opcoes.map((o) => o.nome)).toEqual(['Calabresa', 'Marguerita']);
    expect(pizza.regra_preco).toBe('maior');

    const cats = await f.app.inject({ url: `/api/categorias/publicas?empresa_id=${empresa}` });
    const cnomes = cats.json<{ items: { nome: string }[] }>().items.map((c) => c.nome);
    expect(cnomes).toContain('Pizzas Especiais');
    expect(cnomes).not.toContain('Escondida');
    expect(cnomes).not.toContain('Vazia');
  });

  it('the public product feeds the shared price function; the business rule switches maior/media', async () => {
    const escolha = {
      tamanho: 'Grande',
      opcoes: [
        { complemento_id: ids.sab!, opcao_id: ids.cal! },
        { complemento_id: ids.sab!, opcao_id: ids.mar! },
        { complemento_id: ids.bor!, opcao_id: ids.cat! },
      ],
    };
    const get = async () =>
      (await f.app.inject({ url: `/api/produtos/publicos?empresa_id=${empresa}` }))
        .json<{ items: ProdutoPublico[] }>()
        .items.find((p) => p.id === pizzaId)!;
    const r1 = calcularPrecoItem(produtoPrecificavel(await get()), escolha);
    expect(r1.ok && r1.valor.preco_unitario_centavos).toBe(5825 + 800);

    expect(await ok(gA, 'GET', '/catalogo/configuracao')).toEqual({ regra_preco_pizza: 'maior' });
    expect((await call(atA, 'PUT', '/catalogo/configuracao', { regra_preco_pizza: 'media' })).statusCode).toBe(403);
    expect((await call(gA, 'PUT', '/catalogo/configuracao', { regra_preco_pizza: 'metade' })).statusCode).toBe(400);
    expect(await ok(gA, 'PUT', '/catalogo/configuracao', { regra_preco_pizza: 'media' })).toEqual({
      regra_preco_pizza: 'media',
    });
    const p2 = await get();
    expect(p2.regra_preco).toBe('media');
    const r2 = montarItemPedido(produtoPrecificavel(p2), escolha);
    expect(r2).toEqual({
      ok: true,
      valor: {
        nome: 'Pizza (Grande)',
        tamanho: 'Grande',
        preco_unitario_centavos: 5663 + 800,
        sabores: ['Calabresa', 'Marguerita'],
        borda: 'Catupiry',
        complementos: [],
      },
    });
    // B's setting is its own
    expect(await ok(gB, 'GET', '/catalogo/configuracao')).toEqual({ regra_preco_pizza: 'maior' });
  });
});

describe('permissões e tenancy', () => {
  it('reads need a login; writes need catalogo.gerenciar', async () => {
    expect((await call(null, 'GET', '/produtos')).statusCode).toBe(401);
    expect((await call(atA, 'GET', '/produtos')).statusCode).toBe(200);
    expect((await call(atA, 'GET', '/categorias')).statusCode).toBe(200);
    expect((await call(atA, 'POST', '/categorias', { nome: 'X' })).statusCode).toBe(403);
    expect((await call(atA, 'POST', '/opcoes', { nome: 'X', preco: 1 })).statusCode).toBe(403);
    expect((await call(atA, 'PATCH', '/categorias/reordenar', { ids: [1] })).statusCode).toBe(403);
  });

  it("A cannot attach B's complement, option or category — through the API (404) or directly in the database", async () => {
    const catA = (await ok<{ items: { id: number }[] }>(gA, 'GET', '/categorias')).items[0]!.id;
    const catB = (await ok<{ items: { id: number }[] }>(gB, 'GET', '/categorias')).items[0]!.id;
    const compB = id(await ok(gB, 'POST', '/complementos', { nome: 'Complemento CANARY-B' }));
    const opB = id(await ok(gB, 'POST', '/opcoes', { nome: 'Opção CANARY-B', preco: 1 }));
    const compA = id(await ok(gA, 'POST', '/complementos', { nome: 'Meu complemento' }));
    const prodA = id(await ok(gA, 'POST', '/produtos', { categoria_id: catA, nome: 'Meu produto', preco: 1 }));

    const r1 = await call(gA, 'POST', '/produtos', { categoria_id: catA, nome: 'X', preco: 1, complementos: [compB] });
    expect(r1.statusCode).toBe(404);
    expect((await call(gA, 'PUT', `/produtos/${prodA}`, { categoria_id: catB, nome: 'X', preco: 1 })).statusCode).toBe(
      404,
    );
    expect((await call(gA, 'POST', '/complementos-opcoes', { complemento_id: compA, opcao_id: opB })).statusCode).toBe(
      404,
    );
    expect((await call(gA, 'POST', '/complementos-opcoes', { complemento_id: compB, opcao_id: opB })).statusCode).toBe(
      404,
    );

    const db = f.database.db;
    await expect(
      db.execute(
        sql`INSERT INTO produtos_complementos (empresa_id, produto_id, complemento_id) VALUES (${f.A.id}, ${prodA}, ${compB})`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id) VALUES (${f.A.id}, ${compA}, ${opB})`,
      ),
    ).rejects.toThrow();
    await expect(db.execute(sql`UPDATE produtos SET categoria_id = ${catB} WHERE id = ${prodA}`)).rejects.toThrow();
    await expect(
      db.execute(sql`INSERT INTO produtos (empresa_id, categoria_id, nome) VALUES (${f.A.id}, ${catB}, 'x')`),
    ).rejects.toThrow();
    // and RLS hides B's rows inside A's tenant transaction even without a WHERE
    const { comoEmpresaId, queryRows, withTenant } = await import('../../db/tenant.ts');
    const rows = await withTenant(db, comoEmpresaId(f.A.id), (tx) =>
      queryRows<{ empresa_id: number }>(tx, sql`SELECT empresa_id FROM complementos`),
    );
    expect(rows.every((r) => Number(r.empresa_id) === f.A.id)).toBe(true);
  });
});
