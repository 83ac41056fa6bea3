import type { Tenant } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type { redefinirSenhaConfirmSchema } from '@app/shared/schemas/cliente-conta.ts';
import type { Cifra } from '../../../lib/cifra.ts';
import { AppError } from '../../../lib/errors.ts';
import * as auth from '../../auth/index.ts';
import * as clientes from '../../clientes/index.ts';
import * as empresas from '../../empresas/index.ts';
import * as whatsapp from '../../whatsapp/index.ts';
import * as q from '../queries/contas.ts';
import { hashCodigo, mesmoHash, novoCodigo } from './token.ts';

// Reset codes (spec §7: /clientes/redefinir-senha/request and /confirm with reset_code, nova_senha): 8 digits from
// a CSPRNG, 10 minutes, single use, 5 attempts, at most 3 per hour per customer, stored as a keyed HMAC. The code
// goes out by the business's WhatsApp; without one it is kept encrypted so the staff can read it to the customer
// (GET /clientes/{id}/codigo-senha). The request answers the same whether or not the phone is a customer, and a
// confirm for an unknown phone fails like a wrong code. A customer of the counter without a password creates it here.

export const VALIDADE_MIN = 10;
export const MAX_TENTATIVAS = 5;
export const MAX_CODIGOS_HORA = 3;
export const MENSAGEM_PEDIDO =
  'Se este telefone tiver cadastro, enviamos um código por WhatsApp. Se não chegar, peça o código à loja.';
export const CODIGO_INVALIDO = 'Código inválido ou expirado. Peça um novo código.';

export interface ContextoRedefinicao {
  chave: Uint8Array;
  cifra: () => Promise<Cifra>;
}

/** POST /clientes/redefinir-senha/request. */
export async function pedirCodigo(t: Tenant, ctx: ContextoRedefinicao, telefone: string): Promise<void> {
  const cifra = await ctx.cifra();
  await t.transacao(async (tx) => {
    const cli = await clientes.clientePorTelefone(tx, telefone);
    if (!cli) return;
    if ((await q.codigosDesde(tx, cli.id, new Date(Date.now() - 3_600_000))) >= MAX_CODIGOS_HORA) return;
    await q.encerrarCodigos(tx, cli.id);
    const codigo = novoCodigo();
    const loja = await empresas.nomeEmpresa(tx);
    // only a connected WhatsApp delivers now; otherwise the staff reads the code to the customer
    const enviado = (await whatsapp.whatsappConectado(tx))
      ? await whatsapp.enfileirarMensagem(tx, {
          telefone,
          texto: `${loja}: seu código para criar ou redefinir a senha do cardápio é ${codigo}. Vale por ${VALIDADE_MIN} minutos. Não compartilhe.`,
        })
      : null;
    await q.inserirCodigo(tx, {
      cliente_id: cli.id,
      codigo_hash: hashCodigo(ctx.chave, tx.empresaId, cli.id, codigo),
      codigo_cifrado: enviado === null ? `${cifra.versao}|${cifra.cifrar(codigo)}` : null,
      enviado_whatsapp: enviado !== null,
      expira_em: new Date(Date.now() + VALIDADE_MIN * 60_000),
    });
  });
}

/** POST /clientes/redefinir-senha/confirm. No login afterwards: the customer logs in with the new password. */
export async function confirmar(
  t: Tenant,
  ctx: ContextoRedefinicao,
  b: z.output<typeof redefinirSenhaConfirmSchema>,
): Promise<void> {
  // hashed before knowing whether the phone exists, so both answers cost the same
  const hash = await auth.hashPassword(b.nova_senha);
  const ok = await t.transacao(async (tx) => {
    const cli = await clientes.clientePorTelefone(tx, b.telefone);
    if (!cli) return false;
    const c = await q.codigoVigente(tx, cli.id, MAX_TENTATIVAS);
    if (!c) return false;
    if (!mesmoHash(c.codigo_hash, hashCodigo(ctx.chave, tx.empresaId, cli.id, b.reset_code))) {
      await q.errarCodigo(tx, c.id, c.tentativas + 1 >= MAX_TENTATIVAS);
      return false;
    }
    await q.usarCodigo(tx, c.id);
    await q.gravarSenha(tx, cli.id, hash);
    return true;
  });
  if (!ok) throw new AppError(400, CODIGO_INVALIDO, [{ campo: 'reset_code', mensagem: CODIGO_INVALIDO }]);
}

/** Staff: the customer's pending code when it could not go out by WhatsApp (null otherwise). */
export async function codigoPendente(t: Tenant, ctx: ContextoRedefinicao, clienteId: number) {
  const cifra = await ctx.cifra();
  return t.transacao(async (tx) => {
    await clientes.exigirCliente(tx, clienteId);
    const c = await q.ultimoCodigo(tx, clienteId);
    const vivo = c && !c.usado_em && c.expira_em.getTime() > Date.now() && c.tentativas < MAX_TENTATIVAS;
    let codigo: string | null = null;
    if (vivo && c.codigo_cifrado) {
      const [versao, selado] = c.codigo_cifrado.split('|');
      codigo = cifra.decifrar(selado ?? '', versao ?? '');
    }
    return {
      codigo,
      expira_em: vivo ? c.expira_em.toISOString() : null,
      enviado_whatsapp: Boolean(vivo && c.enviado_whatsapp),
    };
  });
}
