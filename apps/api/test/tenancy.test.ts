import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from './helpers.ts';
import {
  lacunas,
  operacoesComId,
  type Celula,
  type Metodo,
  type ModuloTenancy,
  type Operacao,
} from './tenancy/matriz.ts';
import { empresas } from './tenancy/empresas.ts';
import { catalogo } from './tenancy/catalogo.ts';
import { clientes } from './tenancy/clientes.ts';
import { entrega } from './tenancy/entrega.ts';
import { cupons } from './tenancy/cupons.ts';
import { formasPagamento } from './tenancy/formas-pagamento.ts';
import { pedidos } from './tenancy/pedidos.ts';
import { impressao } from './tenancy/impressao.ts';
import { mesas } from './tenancy/mesas.ts';
import { faturas } from './tenancy/faturas.ts';
import { usuarios } from './tenancy/usuarios.ts';
import { whatsapp } from './tenancy/whatsapp.ts';
import { cardapio } from './tenancy/cardapio.ts';
import { estoque } from './tenancy/estoque.ts';
import { relatorios } from './tenancy/relatorios.ts';
import { vales } from './tenancy/vales.ts';

/**
 * The tenancy matrix (docs/module-template.md): business A's token with business B's id in every id slot of
 * every operation must answer 403/404 (a path id), a 4xx (a body id) or an empty list (a filter), never B's data,
 * and must change nothing of B. The operations come from the OpenAPI document; each module adds its part here.
 */
const MODULOS: ModuloTenancy[] = [
  empresas,
  formasPagamento,
  catalogo,
  clientes,
  entrega,
  cupons,
  pedidos,
  impressao,
  mesas,
  faturas,
  usuarios,
  whatsapp,
  cardapio,
  estoque,
  relatorios,
  vales,
];
const MATRIZ = Object.assign({}, ...MODULOS.map((m) => m.matriz)) as Partial<Record<Operacao, { celulas: Celula[] }>>;

let f: Fixture;
const tokens: Record<string, string> = {};
const antes = new Map<string, string>();
beforeAll(async () => {
  f = await createFixture();
  tokens.gerente = await f.token('gerente.a@teste.com');
  tokens.atendente = await f.token('atendente.a@teste.com');
  for (const m of MODULOS) await m.semear(f);
  for (const m of MODULOS) if (m.retrato) antes.set(m.nome, await m.retrato(f));
}, 120_000);
afterAll(async () => {
  await f?.close();
});

function corpo(cell: Celula, token: string) {
  if (cell.multipart) {
    const boundary = '----tenancy';
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imagem"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  return { headers: bearer(token), ...(cell.payload ? { payload: cell.payload() as object } : {}) };
}

describe('tenancy matrix', () => {
  it('covers every id slot of every operation of the API', () => {
    expect(lacunas(operacoesComId(f.app), MATRIZ)).toEqual([]);
  });

  for (const [op, entrada] of Object.entries(MATRIZ) as [Operacao, { celulas: Celula[] }][]) {
    const [metodo] = op.split(' ') as [Metodo];
    for (const cell of entrada.celulas) {
      it(`${op} with B's ${cell.slots.join(', ')}`, async () => {
        const res = await f.app.inject({
          method: metodo,
          url: cell.url(),
          ...corpo(cell, tokens[cell.token ?? 'gerente']!),
        });
        const noCaminho = cell.slots.some((s) => !s.includes('.') && !s.startsWith('?') && op.includes(`{${s}}`));
        if (cell.vazio) {
          expect(res.statusCode, res.body).toBe(200);
          if (res.headers['content-type']?.toString().startsWith('text/csv'))
            expect(res.body.trim().split('\n')).toHaveLength(1);
          else expect(res.json().items).toEqual([]);
        } else if (noCaminho) {
          expect([403, 404], res.body).toContain(res.statusCode);
        } else {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
        expect(res.body).not.toContain('CANARY-B');
      });
    }
  }

  for (const m of MODULOS) {
    if (m.retrato) {
      it(`left B's ${m.nome} unchanged`, async () => {
        expect(antes.get(m.nome)).toContain('CANARY-B');
        expect(await m.retrato!(f)).toBe(antes.get(m.nome));
      });
    }
    for (const url of m.listas ?? []) {
      it(`A's list ${url} shows nothing of B`, async () => {
        const res = await f.app.inject({ url, headers: bearer(tokens.gerente!) });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).not.toContain('CANARY-B');
        expect(res.body).not.toContain('CANARYB');
      });
    }
  }
});
