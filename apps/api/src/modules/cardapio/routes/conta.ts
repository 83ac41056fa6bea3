import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authCheckSchema,
  definirSenhaBodySchema,
  loginClienteBodySchema,
  mensagemSchema,
  redefinirSenhaConfirmSchema,
  redefinirSenhaRequestSchema,
  sessaoClienteSchema,
} from '@app/shared/schemas/cliente-conta.ts';
import * as conta from '../service/conta.ts';
import * as redefinicao from '../service/redefinicao.ts';
import { acesso, codigo, errors, leitura, tags, type Publico } from './comum.ts';

/** Spec §7 Public client: sign-up, login, reset by code, auth-check. No staff token on any of them. */
export async function contaRoutes(app: FastifyInstance, pub: Publico) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { chave: pub.chave, cifra: app.cifra };

  r.post(
    '/clientes/definir-senha',
    {
      config: acesso,
      schema: {
        tags,
        summary: 'Cadastro do cliente no cardápio: nome, telefone e senha (telefone ainda sem cadastro na loja)',
        body: definirSenhaBodySchema,
        response: { 201: sessaoClienteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const t = await pub.tenantDoSlug(request.body.slug);
      return reply.status(201).send(await conta.definirSenha(t, ctx, request.body));
    },
  );

  r.post(
    '/clientes/login',
    {
      config: acesso,
      schema: {
        tags,
        summary: 'Login do cliente por telefone e senha; devolve o token de cliente',
        body: loginClienteBodySchema,
        response: { 200: sessaoClienteSchema, ...errors },
      },
    },
    async (request) => conta.login(await pub.tenantDoSlug(request.body.slug), ctx, request.body),
  );

  r.post(
    '/clientes/redefinir-senha/request',
    {
      config: codigo,
      schema: {
        tags,
        summary: 'Envia um código para criar ou redefinir a senha (mesma resposta com ou sem cadastro)',
        body: redefinirSenhaRequestSchema,
        response: { 202: mensagemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const t = await pub.tenantDoSlug(request.body.slug);
      await redefinicao.pedirCodigo(t, ctx, request.body.telefone);
      return reply.status(202).send({ mensagem: redefinicao.MENSAGEM_PEDIDO });
    },
  );

  r.post(
    '/clientes/redefinir-senha/confirm',
    {
      config: acesso,
      schema: {
        tags,
        summary: 'Define a nova senha com o código recebido (reset_code, nova_senha)',
        body: redefinirSenhaConfirmSchema,
        response: { 200: mensagemSchema, ...errors },
      },
    },
    async (request) => {
      await redefinicao.confirmar(await pub.tenantDoSlug(request.body.slug), ctx, request.body);
      return { mensagem: 'Senha alterada. Entre com a nova senha.' };
    },
  );

  r.get(
    '/clientes/auth-check',
    {
      config: leitura,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'O cliente do token de cliente (401 sem token ou com token inválido)',
        response: { 200: authCheckSchema, ...errors },
      },
    },
    async (request) => ({ autenticado: true as const, cliente: (await pub.clienteObrigatorio(request)).cliente }),
  );
}
