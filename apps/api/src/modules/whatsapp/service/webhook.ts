import crypto from 'node:crypto';
import type { PlataformaDb, Tenant } from '../../../db/tenant.ts';
import * as qi from '../queries/instancia.ts';
import * as qm from '../queries/mensagens.ts';
import type { EventoGateway } from '../provedor/tipos.ts';

// The gateway's webhook: it names its instance in the path and carries the instance's secret in the
// Authorization header we gave it at creation. The secret is compared as SHA-256 digests in constant time.

/** The business of the instance when the secret matches, else null (unknown instance and wrong secret look alike). */
export async function autenticar(p: PlataformaDb, nome: string, segredo: string | undefined) {
  if (!segredo || !/^wa-[0-9a-f]{32}$/.test(nome)) return null;
  const inst = await qi.porNome(p, nome);
  if (!inst) return null;
  const dado = crypto.createHash('sha256').update(segredo).digest();
  const guardado = Buffer.from(inst.segredo_hash, 'hex');
  return crypto.timingSafeEqual(dado, guardado) ? inst.empresa_id : null;
}

/** Applies one event to the business's instance or outbox; repeats are harmless (each write sets, never adds). */
export function aplicar(t: Tenant, nome: string, e: EventoGateway): Promise<void> {
  return t.transacao(async (tx) => {
    if (e.tipo === 'conexao') {
      await qi.atualizar(tx, nome, {
        estado: e.estado,
        ...(e.estado === 'open' ? { qr: null, numero: e.numero, nome_perfil: e.nomePerfil } : {}),
      });
    } else if (e.tipo === 'qr') {
      await qi.atualizar(tx, nome, { estado: 'connecting', qr: e.qr });
    } else if (e.tipo === 'status_mensagem') {
      await qm.registrarEntrega(tx, e.idExterno, e.status);
    }
  });
}
