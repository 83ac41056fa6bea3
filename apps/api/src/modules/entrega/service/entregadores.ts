import type { Tenant } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import type { z } from 'zod';
import type {
  Entregador,
  EntregadorCriar,
  EntregadorPatch,
  entregadoresQuerySchema,
} from '@app/shared/schemas/entrega.ts';
import * as q from '../queries/entregadores.ts';

const NAO_ENCONTRADO = 'Entregador não encontrado';

function paraApi(r: q.EntregadorLinha): Entregador {
  return {
    id: Number(r.id),
    nome: r.nome,
    telefone: r.telefone,
    telefone_exibicao: r.telefone ? formatarTelefone(r.telefone) : null,
    veiculo: r.veiculo,
    placa_veiculo: r.placa_veiculo,
    observacoes: r.observacoes,
    ativo: r.ativo,
    recebe_diaria: r.recebe_diaria,
    valor_diaria: centavosToReais(r.valor_diaria_centavos),
  };
}

export function listar(t: Tenant, filtro: z.output<typeof entregadoresQuerySchema>) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map(paraApi), total };
  });
}

export function criar(t: Tenant, d: EntregadorCriar) {
  return t.transacao(async (tx) =>
    paraApi(
      await q.inserir(tx, {
        nome: d.nome,
        telefone: d.telefone ?? null,
        veiculo: d.veiculo ?? null,
        placa_veiculo: d.placa_veiculo ?? null,
        observacoes: d.observacoes ?? null,
        ativo: d.ativo ?? true,
        recebe_diaria: d.recebe_diaria ?? false,
        valor_diaria_centavos: d.valor_diaria ?? 0,
      }),
    ),
  );
}

export function alterar(t: Tenant, id: number, d: EntregadorPatch) {
  return t.transacao(async (tx) => {
    const set: Partial<q.EntregadorGravar> = {};
    for (const k of [
      'nome',
      'telefone',
      'veiculo',
      'placa_veiculo',
      'observacoes',
      'ativo',
      'recebe_diaria',
    ] as const) {
      if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    }
    if (d.valor_diaria !== undefined) set.valor_diaria_centavos = d.valor_diaria;
    const row = await q.atualizar(tx, id, set);
    if (!row) throw notFound(NAO_ENCONTRADO);
    return paraApi(row);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.excluir(tx, id))) throw notFound(NAO_ENCONTRADO);
    return { ok: true as const };
  });
}
