import type net from 'node:net';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from './helpers.ts';
import { criarDadosPedido } from './pedidos-fixture.ts';
import { EvolutionSubstituto } from './evolution-substituto.ts';
import type { Config } from '../src/config.ts';
import { plataformaDe, queryRows } from '../src/db/tenant.ts';
import { provedorEvolution } from '../src/modules/whatsapp/provedor/evolution.ts';
import { processarFila } from '../src/modules/whatsapp/service/fila.ts';

// The WhatsApp tests' world: the app listening on a free port (so the stand-in gateway's webhooks reach it for
// real), the stand-in Evolution API v2 gateway, businesses A and B with their managers, and the worker run by hand.

/** `config`: more settings for the app (e.g. its public address). */
export async function criarAmbienteWhatsapp(config: Partial<Config> = {}) {
  const gw = await EvolutionSubstituto.iniciar('chave-do-gateway');
  const f: Fixture = await createFixture({
    evolution: { url: gw.url, apiKey: 'chave-do-gateway' },
    evolutionAllowLoopback: true,
    whatsappWorkerIntervalMs: 0, // the tests run the worker themselves
    ...config,
  });
  // The system picks the port as the app binds it, and the webhook address is named after (the setting is read per
  // request). A port probed free and bound only after the seconds the fixture takes could meanwhile be taken by the
  // other test worker's servers or by an outgoing connection's local port, and listen failed with EADDRINUSE.
  await f.app.listen({ port: 0, host: '127.0.0.1' });
  const porta = (f.app.server.address() as net.AddressInfo).port;
  f.app.config.whatsappWebhookUrl = `http://127.0.0.1:${porta}`;
  const A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  const tA = await f.token('gerente.a@teste.com');
  const tB = await f.token('gerente.b@teste.com');
  const api = (token: string, method: string, url: string, payload?: unknown) =>
    f.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(token), payload: payload as object });
  const provedor = (timeoutMs = 2000) =>
    provedorEvolution(gw.url, 'chave-do-gateway', { permitirLoopback: true, timeoutMs });
  const nomeDe = async (empresa: number) =>
    (
      await queryRows<{ nome: string }>(
        f.database.db,
        sql`SELECT nome FROM whatsapp_instancias WHERE empresa_id = ${empresa}`,
      )
    )[0]?.nome;
  return {
    f,
    gw,
    porta,
    A,
    tA,
    tB,
    api,
    nomeDe,
    processar: (timeoutMs?: number) => processarFila(plataformaDe(f.database.db), provedor(timeoutMs)),
    mensagens: async (token = tA) => (await api(token, 'GET', '/whatsapp/mensagens?per_page=100')).json(),
    /** A's phone paired: the instance created and the QR scanned. */
    async parear() {
      const res = await api(tA, 'POST', '/instancias-whatsapp', {});
      if (res.statusCode !== 201) throw new Error(`parear: ${res.statusCode} ${res.body}`);
      await gw.escanear((await nomeDe(f.A.id))!);
    },
    async fechar() {
      await f.close();
      await gw.fechar();
    },
  };
}
export type AmbienteWhatsapp = Awaited<ReturnType<typeof criarAmbienteWhatsapp>>;
