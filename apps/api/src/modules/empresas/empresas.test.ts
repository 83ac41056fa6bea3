import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DIAS_SEMANA } from '@app/shared/domain/horarios.ts';
import { zonedParts } from '@app/shared/domain/dates.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
let atendenteA: string;
let superadmin: string;
beforeAll(async () => {
  f = await createFixture();
  [gerenteA, atendenteA, superadmin] = await Promise.all([
    f.token('gerente.a@teste.com'),
    f.token('atendente.a@teste.com'),
    f.token('super@teste.com'),
  ]);
});
afterAll(async () => {
  await f?.close();
});

const form = (data: Record<string, string>) => ({
  payload: new URLSearchParams(data).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
/** A multipart body with text fields and at most one file. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; content: Buffer },
) {
  const boundary = '----teste' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
// smallest valid PNG (1×1)
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5f0000000049454e44ae426082',
  'hex',
);

const patch = (id: number, token: string, body: object) =>
  f.app.inject({ method: 'PATCH', url: `/api/empresas/${id}`, headers: bearer(token), payload: body });
const patchForm = (id: number, token: string, data: Record<string, string>) => {
  const b = form(data);
  return f.app.inject({
    method: 'PATCH',
    url: `/api/empresas/${id}`,
    payload: b.payload,
    headers: { ...bearer(token), ...b.headers },
  });
};
const status = async (id = f.A.id, token = gerenteA) =>
  (await f.app.inject({ url: `/api/empresas/${id}/status`, headers: bearer(token) })).json();
const semHorarios = () =>
  f.database.db.execute(sql`UPDATE empresas SET horarios_funcionamento = '{}'::jsonb WHERE id = ${f.A.id}`);

describe('empresas: read side', () => {
  it("GET /empresas/{id} returns the spec fields of the caller's business", async () => {
    const res = await f.app.inject({ url: `/api/empresas/${f.A.id}`, headers: bearer(gerenteA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: f.A.id,
      nome: 'Empresa A',
      cidade: 'Curitiba',
      uf: 'PR',
      logo_url: null,
      horarios_funcionamento: { segunda: [{ inicio: '18:00', fim: '23:00' }] },
      cor_menu: '#000000',
      aberto: true,
      fechamento_temporario_ativo: false,
      fechamento_ate: null,
      motivo_fechamento: null,
      timezone: 'America/Sao_Paulo',
    });
  });

  it('status, cor and horarios answer for the own business', async () => {
    const h = await f.app.inject({ url: `/api/horarios/${f.A.id}`, headers: bearer(gerenteA) });
    expect(h.json()).toMatchObject({
      empresa_id: f.A.id,
      horarios_funcionamento: { segunda: [{ inicio: '18:00', fim: '23:00' }] },
    });
    await semHorarios();
    expect(await status()).toEqual({
      aberta: true,
      fechado_ate: null,
      nome_empresa: 'Empresa A',
      motivo: null,
      motivo_fechamento: null,
    });
    const cor = await f.app.inject({ url: `/api/empresas/${f.A.id}/cor`, headers: bearer(gerenteA) });
    expect(cor.json()).toEqual({ cor_menu: '#000000' });
  });

  it('a superadmin may read any business; bad ids 400, unknown 404, no token 401', async () => {
    expect((await f.app.inject({ url: `/api/empresas/${f.B.id}`, headers: bearer(superadmin) })).json().nome).toContain(
      'Empresa B',
    );
    const bad = await f.app.inject({ url: '/api/empresas/abc', headers: bearer(gerenteA) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Informe um número inteiro');
    const missing = await f.app.inject({ url: '/api/empresas/999999', headers: bearer(superadmin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Empresa não encontrada');
    expect((await f.app.inject({ url: `/api/empresas/${f.A.id}` })).statusCode).toBe(401);
  });
});

describe('store controls (PATCH /empresas/{id} form: aberto, fechamento_temporario_ativo, fechamento_ate, motivo_fechamento)', () => {
  it('closes for 30 minutes (form data), shows until when, and opens again by itself', async () => {
    await semHorarios();
    const ate = new Date(Date.now() + 30 * 60_000).toISOString();
    const res = await patchForm(f.A.id, atendenteA, { fechamento_temporario_ativo: 'true', fechamento_ate: ate });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fechamento_temporario_ativo: true,
      fechamento_ate: ate,
      motivo_fechamento: 'Fechada temporariamente',
    });
    expect(await status()).toEqual({
      aberta: false,
      fechado_ate: ate,
      nome_empresa: 'Empresa A',
      motivo: 'fechamento_temporario',
      motivo_fechamento: 'Fechada temporariamente',
    });
    await f.database.db.execute(
      sql`UPDATE empresas SET fechamento_ate = now() - interval '1 minute' WHERE id = ${f.A.id}`,
    );
    expect((await status()).aberta).toBe(true);
  });

  it('reopening clears the closing and sets aberto', async () => {
    await patchForm(f.A.id, gerenteA, { aberto: 'false' });
    expect(await status()).toMatchObject({ aberta: false, motivo: 'fechada' });
    await patchForm(f.A.id, gerenteA, {
      fechamento_temporario_ativo: 'true',
      fechamento_ate: new Date(Date.now() + 3600_000).toISOString(),
    });
    const res = await patchForm(f.A.id, gerenteA, { aberto: 'true', fechamento_temporario_ativo: 'false' });
    expect(res.json()).toMatchObject({
      aberto: true,
      fechamento_temporario_ativo: false,
      fechamento_ate: null,
      motivo_fechamento: null,
    });
    expect((await status()).aberta).toBe(true);
  });

  it('reads yyyy-MM-ddTHH:mm in the business timezone', async () => {
    const amanha = new Date(Date.now() + 24 * 3600_000);
    const p = zonedParts(amanha, 'America/Sao_Paulo');
    const res = await patch(f.A.id, gerenteA, {
      fechamento_temporario_ativo: true,
      fechamento_ate: `${p.y}-${p.mo}-${p.d}T10:00`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fechamento_ate).toBe(new Date(`${p.y}-${p.mo}-${p.d}T10:00:00-03:00`).toISOString());
    await patch(f.A.id, gerenteA, { fechamento_temporario_ativo: false });
  });

  it('refuses a temporary closing without an end, in the past, or too long', async () => {
    const sem = await patch(f.A.id, gerenteA, { fechamento_temporario_ativo: true });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().detail).toBe('Informe até quando a loja fica fechada');
    const passado = await patch(f.A.id, gerenteA, {
      fechamento_temporario_ativo: true,
      fechamento_ate: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(passado.json().detail).toBe('O fechamento temporário deve terminar no futuro');
    const longo = await patch(f.A.id, gerenteA, {
      fechamento_temporario_ativo: true,
      fechamento_ate: new Date(Date.now() + 8 * 24 * 3600_000).toISOString(),
    });
    expect(longo.statusCode).toBe(400);
    const lixo = await patchForm(f.A.id, gerenteA, { fechamento_ate: 'amanhã', aberto: 'talvez' });
    expect(lixo.statusCode).toBe(400);
    expect(
      lixo
        .json()
        .errors.map((e: { campo: string }) => e.campo)
        .sort(),
    ).toEqual(['aberto', 'fechamento_ate']);
    expect((await status()).aberta).toBe(true);
  });

  it('the opening hours close the store outside them and say when it opens', async () => {
    // only yesterday has hours: closed now, opens in 6 days
    const ontem = DIAS_SEMANA[(zonedParts(new Date(), 'America/Sao_Paulo').weekday + 6) % 7]!;
    await patch(f.A.id, gerenteA, { horarios_funcionamento: { [ontem]: [{ inicio: '10:00', fim: '11:00' }] } });
    const s = await status();
    expect(s).toMatchObject({ aberta: false, motivo: 'fora_do_horario' });
    expect(new Date(s.fechado_ate).getTime()).toBeGreaterThan(Date.now() + 5 * 24 * 3600_000);
    await semHorarios();
  });
});

describe('profile and hours', () => {
  it('updates name, city, state, colour and timezone (JSON)', async () => {
    const res = await patch(f.A.id, gerenteA, {
      nome: 'Pizzaria A',
      cidade: 'Joinville',
      uf: 'sc',
      cor_menu: '#B71C1C',
      timezone: 'America/Manaus',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Pizzaria A',
      cidade: 'Joinville',
      uf: 'SC',
      cor_menu: '#B71C1C',
      timezone: 'America/Manaus',
    });
    await patch(f.A.id, gerenteA, { nome: 'Empresa A', timezone: 'America/Sao_Paulo' });
  });

  it('bad profile input answers 400 in Portuguese', async () => {
    const cases: [object, string][] = [
      [{ uf: 'XX' }, MSG.uf],
      [{ cor_menu: 'red' }, MSG.cor],
      [{ timezone: 'Marte/Base' }, MSG.fusoHorario],
      [{ nome: '  ' }, MSG.obrigatorio],
    ];
    for (const [body, msg] of cases) {
      const res = await patch(f.A.id, gerenteA, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toBe(msg);
    }
  });

  it('saves hours with an interval crossing midnight (form field with JSON text)', async () => {
    const horarios = {
      sexta: [
        { inicio: '11:30', fim: '14:30' },
        { inicio: '18:00', fim: '02:00' },
      ],
      sabado: [{ inicio: '18:00', fim: '23:00' }],
    };
    const res = await patchForm(f.A.id, gerenteA, { horarios_funcionamento: JSON.stringify(horarios) });
    expect(res.statusCode).toBe(200);
    const h = await f.app.inject({ url: `/api/horarios/${f.A.id}`, headers: bearer(gerenteA) });
    expect(h.json().horarios_funcionamento).toEqual(horarios);
  });

  it('refuses an unknown weekday, an end before the start, overlaps and bad times', async () => {
    const dia = await patch(f.A.id, gerenteA, {
      horarios_funcionamento: { feriado: [{ inicio: '10:00', fim: '12:00' }] },
    });
    expect(dia.statusCode).toBe(400);
    expect(dia.json().detail).toBe('Dia da semana inválido: feriado');
    const fim = await patch(f.A.id, gerenteA, {
      horarios_funcionamento: { sexta: [{ inicio: '18:00', fim: '12:00' }] },
    });
    expect(fim.statusCode).toBe(400);
    expect(fim.json().detail).toBe('O horário final deve ser depois do inicial (após a meia-noite, até 06:00)');
    expect(fim.json().errors[0].campo).toBe('horarios_funcionamento.sexta.0.fim');
    const sobre = await patch(f.A.id, gerenteA, {
      horarios_funcionamento: {
        sexta: [
          { inicio: '11:00', fim: '15:00' },
          { inicio: '14:00', fim: '18:00' },
        ],
      },
    });
    expect(sobre.json().detail).toBe('Os intervalos de sexta se sobrepõem');
    const hora = await patch(f.A.id, gerenteA, {
      horarios_funcionamento: { sexta: [{ inicio: '25:00', fim: '26:00' }] },
    });
    expect(hora.statusCode).toBe(400);
    expect(hora.json().errors[0].mensagem).toBe(MSG.horaInvalida);
    const json = await patchForm(f.A.id, gerenteA, { horarios_funcionamento: '{quebrado' });
    expect(json.statusCode).toBe(400);
    // nothing of the above was saved
    const h = await f.app.inject({ url: `/api/horarios/${f.A.id}`, headers: bearer(gerenteA) });
    expect(h.json().horarios_funcionamento.sexta).toHaveLength(2);
  });

  it('rejects mass-assignment fields (id, empresa_id, superadmin, unknown) and changes nothing', async () => {
    for (const body of [
      { id: f.B.id, nome: 'X' },
      { empresa_id: f.B.id },
      { superadmin: true },
      { logo_url: 'https://evil.example/x.png' },
      { criado_em: '2020-01-01' },
    ]) {
      const res = await patch(f.A.id, gerenteA, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(f.A.id, gerenteA, { empresa_id: f.B.id })).json().detail).toBe(
      'Campo não permitido: empresa_id',
    );
    expect((await f.app.inject({ url: `/api/empresas/${f.A.id}`, headers: bearer(gerenteA) })).json().nome).toBe(
      'Empresa A',
    );
  });

  it('the attendant runs the store controls but cannot change the profile', async () => {
    expect((await patch(f.A.id, atendenteA, { aberto: true })).statusCode).toBe(200);
    const res = await patch(f.A.id, atendenteA, { nome: 'Tomada' });
    expect(res.statusCode).toBe(403);
    expect((await patch(f.A.id, atendenteA, { aberto: true, cor_menu: '#FFFFFF' })).statusCode).toBe(403);
  });

  it('business A cannot patch B (404, B unchanged); the superadmin can', async () => {
    const res = await patch(f.B.id, gerenteA, { aberto: false, nome: 'Invadida' });
    expect(res.statusCode).toBe(404);
    const b = (await f.app.inject({ url: `/api/empresas/${f.B.id}`, headers: bearer(superadmin) })).json();
    expect(b).toMatchObject({ aberto: true, nome: 'Empresa B CANARY-B' });
    expect((await patch(f.B.id, superadmin, { cidade: 'Londrina' })).json().cidade).toBe('Londrina');
  });
});

describe('logo upload', () => {
  it('stores a PNG, serves it publicly at logo_url, and replaces it with a new name', async () => {
    const up = multipart(
      { nome: 'Empresa A' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: PNG },
    );
    const res = await f.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${f.A.id}`,
      payload: up.payload,
      headers: { ...bearer(gerenteA), ...up.headers },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().logo_url;
    expect(url).toMatch(/^\/api\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    const img = await f.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect(img.headers['cache-control']).toContain('immutable');

    const up2 = multipart({}, { name: 'logo', filename: 'x.png', type: 'image/png', content: PNG });
    const res2 = await f.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${f.A.id}`,
      payload: up2.payload,
      headers: { ...bearer(gerenteA), ...up2.headers },
    });
    expect(res2.json().logo_url).not.toBe(url);
    expect((await f.app.inject({ url })).statusCode).toBe(404);

    const rm = await patch(f.A.id, gerenteA, { logo_url: null });
    expect(rm.json().logo_url).toBeNull();
    expect((await f.app.inject({ url: res2.json().logo_url })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name and declared type, and files over 1 MB', async () => {
    const fake = multipart(
      {},
      {
        name: 'logo',
        filename: 'logo.png',
        type: 'image/png',
        content: Buffer.from('<svg onload="alert(1)"></svg> definitely a png'),
      },
    );
    const res = await f.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${f.A.id}`,
      payload: fake.payload,
      headers: { ...bearer(gerenteA), ...fake.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('A logo deve ser uma imagem PNG, JPEG ou WebP');
    const grande = multipart(
      {},
      { name: 'logo', filename: 'g.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) },
    );
    const g = await f.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${f.A.id}`,
      payload: grande.payload,
      headers: { ...bearer(gerenteA), ...grande.headers },
    });
    expect(g.statusCode).toBe(400);
    expect(g.json().detail).toBe('A logo deve ter no máximo 1 MB');
    const enorme = multipart(
      {},
      {
        name: 'logo',
        filename: 'e.png',
        type: 'image/png',
        content: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
      },
    );
    const e = await f.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${f.A.id}`,
      payload: enorme.payload,
      headers: { ...bearer(gerenteA), ...enorme.headers },
    });
    expect([400, 413]).toContain(e.statusCode);
    const texto = await patchForm(f.A.id, gerenteA, { logo: 'abc' });
    expect(texto.statusCode).toBe(400);
    expect((await f.app.inject({ url: '/api/uploads/logos/../../etc/passwd' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('superadmin: GET/POST/DELETE /empresas', () => {
  it('lists businesses paginated with search; others get 403', async () => {
    const res = await f.app.inject({ url: '/api/empresas?per_page=1&search=canary', headers: bearer(superadmin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: f.B.id }] });
    expect((await f.app.inject({ url: '/api/empresas', headers: bearer(gerenteA) })).statusCode).toBe(403);
    expect((await f.app.inject({ url: '/api/empresas?per_page=1000', headers: bearer(superadmin) })).statusCode).toBe(
      400,
    );
  });

  it('creates a business with its first manager, who can log in to it', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: bearer(superadmin),
      payload: {
        nome: 'Lanchonete Nova',
        cidade: 'Recife',
        uf: 'PE',
        gerente_nome: 'Maria',
        email: 'maria@nova.com',
        senha: 'senha-forte-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const nova = res.json();
    expect(nova).toMatchObject({ nome: 'Lanchonete Nova', uf: 'PE', aberto: true, timezone: 'America/Sao_Paulo' });
    const login = await f.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'maria@nova.com', senha: 'senha-forte-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ empresa_id: nova.id, role: 'gerente', superadmin: false });

    const dup = await f.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: bearer(superadmin),
      payload: { nome: 'Outra', email: 'MARIA@nova.com', senha: 'senha-forte-1' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Este e-mail já está em uso');

    const del = await f.app.inject({ method: 'DELETE', url: `/api/empresas/${nova.id}`, headers: bearer(superadmin) });
    expect(del.statusCode).toBe(204);
    expect((await f.app.inject({ url: `/api/empresas/${nova.id}`, headers: bearer(superadmin) })).statusCode).toBe(404);
    expect(
      (
        await f.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'maria@nova.com', senha: 'senha-forte-1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('validates creation and refuses extra fields', async () => {
    const bad = await f.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: bearer(superadmin),
      payload: { nome: '', email: 'x', senha: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { campo: string }) => e.campo)
        .sort(),
    ).toEqual(['email', 'nome', 'senha']);
    const extra = await f.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: bearer(superadmin),
      payload: { nome: 'X', email: 'x@x.com', senha: 'senha-forte-1', superadmin: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('only the superadmin creates or deletes; a business holding a superadmin cannot be deleted', async () => {
    expect(
      (
        await f.app.inject({
          method: 'POST',
          url: '/api/empresas',
          headers: bearer(gerenteA),
          payload: { nome: 'X', email: 'x@x.com', senha: 'senha-forte-1' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await f.app.inject({ method: 'DELETE', url: `/api/empresas/${f.B.id}`, headers: bearer(gerenteA) })).statusCode,
    ).toBe(403);
    expect(
      (await f.app.inject({ method: 'DELETE', url: `/api/empresas/${f.A.id}`, headers: bearer(gerenteA) })).statusCode,
    ).toBe(403);
    const own = await f.app.inject({ method: 'DELETE', url: `/api/empresas/${f.A.id}`, headers: bearer(superadmin) });
    expect(own.statusCode).toBe(409);
    expect(
      (await f.app.inject({ method: 'DELETE', url: '/api/empresas/999999', headers: bearer(superadmin) })).statusCode,
    ).toBe(404);
  });
});
