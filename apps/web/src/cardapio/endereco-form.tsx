import { useState } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import { api, ErroApi } from './api.ts';

export interface EnderecoDigitado {
  cep: string;
  rua: string;
  numero: string;
  bairro: string;
  complemento: string;
  cidade: string;
  estado: string;
  ponto_referencia: string;
}

export const enderecoVazio = (d: CardapioPublico): EnderecoDigitado => ({
  cep: '',
  rua: '',
  numero: '',
  bairro: '',
  complemento: '',
  cidade: d.areas.find((a) => a.cidade)?.cidade ?? '',
  estado: '',
  ponto_referencia: '',
});

/** What is missing, in the customer's words; empty when the address can go to the quote. */
export function faltando(e: EnderecoDigitado): string[] {
  const f: string[] = [];
  if (!e.rua.trim()) f.push('Informe a rua');
  if (!e.numero.trim()) f.push('Informe o número (ou "s/n")');
  if (!e.bairro.trim()) f.push('Informe o bairro');
  if (!e.cidade.trim()) f.push('Informe a cidade');
  if (!/^[A-Za-z]{2}$/.test(e.estado.trim())) f.push('Informe o estado com 2 letras (ex.: PR)');
  return f;
}

interface Props {
  dados: CardapioPublico;
  valor: EnderecoDigitado;
  mudar: (e: EnderecoDigitado) => void;
}

/**
 * A typed-in delivery address; the neighbourhoods the business delivers to are offered as suggestions. A complete
 * CEP fills street, neighbourhood, city and state when the server has a CEP provider (503 without one: the customer
 * just types).
 */
export function EnderecoForm({ dados, valor, mudar }: Props) {
  const [cepAviso, setCepAviso] = useState<string | null>(null);
  const buscarCep = async (texto: string) => {
    const cep = normalizarCep(texto);
    if (!cep) return;
    try {
      const r = await api.cep(dados.empresa.slug, cep);
      setCepAviso(null);
      mudar({
        ...valor,
        cep: texto,
        rua: r.rua || valor.rua,
        bairro: r.bairro || valor.bairro,
        cidade: r.cidade,
        estado: r.estado,
      });
    } catch (e) {
      setCepAviso(e instanceof ErroApi && e.status === 404 ? 'CEP não encontrado; preencha o endereço.' : null);
    }
  };
  const campo = (k: keyof EnderecoDigitado, rotulo: string, extra: Record<string, string | number> = {}) => (
    <label className="campo">
      {rotulo}
      <input value={valor[k]} onChange={(e) => mudar({ ...valor, [k]: e.target.value })} {...extra} />
    </label>
  );
  const bairros = [...new Set(dados.areas.flatMap((a) => a.bairros))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return (
    <div>
      <label className="campo">
        CEP (opcional)
        <input
          value={valor.cep}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          onChange={(e) => {
            mudar({ ...valor, cep: e.target.value });
            void buscarCep(e.target.value);
          }}
        />
        {cepAviso && <span className="dica">{cepAviso}</span>}
      </label>
      {campo('rua', 'Rua', { autoComplete: 'address-line1', maxLength: 200 })}
      <div className="linha">
        {campo('numero', 'Número', { maxLength: 20 })}
        {campo('complemento', 'Complemento', { maxLength: 120, placeholder: 'Apto, bloco' })}
      </div>
      {campo('bairro', 'Bairro', { list: 'bairros-atendidos', maxLength: 120 })}
      <datalist id="bairros-atendidos">
        {bairros.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <div className="linha">
        {campo('cidade', 'Cidade', { autoComplete: 'address-level2', maxLength: 120 })}
        {campo('estado', 'UF', { autoComplete: 'address-level1', maxLength: 2, placeholder: 'PR' })}
      </div>
      {campo('ponto_referencia', 'Ponto de referência (opcional)', { maxLength: 200 })}
    </div>
  );
}

/** The typed address as the API takes it. */
export const paraApi = (e: EnderecoDigitado) => ({
  rua: e.rua.trim(),
  numero: e.numero.trim() || null,
  bairro: e.bairro.trim(),
  complemento: e.complemento.trim() || null,
  cidade: e.cidade.trim(),
  estado: e.estado.trim().toUpperCase(),
  cep: e.cep.replace(/\D/g, '') || null,
  ponto_referencia: e.ponto_referencia.trim() || null,
});
