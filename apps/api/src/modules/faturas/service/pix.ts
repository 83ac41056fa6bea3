import { centavosToReais } from '@app/shared/domain/money.ts';
import { gerarBrCode } from '@app/shared/domain/pix.ts';
import type { Fatura, FaturaPix } from '@app/shared/schemas/faturas.ts';
import { conflict } from '../../../lib/errors.ts';
import type { FaturaLinha, Recebedor } from '../queries/comum.ts';

// An invoice as the API shows it, and its Pix copia e cola. The code is static (receiver, amount, txid): it can
// be built here, offline, with the shared BR Code function the unit tests hold to the Central Bank's vectors.

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The txid of an invoice: `FAT` and its id (letters and digits only, as the format requires). */
export const txidDaFatura = (f: { id: number }) => `FAT${f.id}`;

function recebedorCompleto(r: Recebedor): r is Recebedor & { pix_chave: string; pix_nome: string; pix_cidade: string } {
  return Boolean(r.pix_chave && r.pix_nome && r.pix_cidade);
}

function codigo(f: FaturaLinha, r: Recebedor & { pix_chave: string; pix_nome: string; pix_cidade: string }): string {
  return gerarBrCode({
    chave: r.pix_chave,
    nome: r.pix_nome,
    cidade: r.pix_cidade,
    valorCentavos: f.valor_centavos,
    txid: txidDaFatura(f),
    descricao: `Assinatura ${String(f.mes).padStart(2, '0')}/${f.ano}`,
  });
}

export function paraApi(f: FaturaLinha, r: Recebedor): Fatura {
  return {
    id: f.id,
    empresa_id: f.empresa_id,
    empresa_nome: f.empresa_nome,
    mes: f.mes,
    ano: f.ano,
    valor: centavosToReais(f.valor_centavos),
    vencimento: f.vencimento,
    due_date: f.vencimento,
    status: f.status,
    atrasada: f.status === 'aberta' && f.dias_para_vencer < 0,
    dias_para_vencer: f.dias_para_vencer,
    observacao: f.observacao,
    pago_em: iso(f.pago_em),
    criado_em: iso(f.criado_em)!,
    pix: f.status === 'aberta' && recebedorCompleto(r) ? codigo(f, r) : null,
  };
}

/** The Pix of an open invoice; 409 when it is paid or cancelled, or when the platform has no receiver yet. */
export function pixDaFatura(f: FaturaLinha, r: Recebedor): FaturaPix {
  if (f.status !== 'aberta') throw conflict(`Esta fatura está ${f.status}: não há Pix a pagar`);
  if (!recebedorCompleto(r))
    throw conflict('A plataforma ainda não cadastrou a chave Pix de recebimento. Tente mais tarde.');
  return {
    fatura_id: f.id,
    pix: codigo(f, r),
    txid: txidDaFatura(f),
    valor: centavosToReais(f.valor_centavos),
    vencimento: f.vencimento,
    due_date: f.vencimento,
    recebedor: { nome: r.pix_nome, cidade: r.pix_cidade, chave: r.pix_chave },
  };
}
