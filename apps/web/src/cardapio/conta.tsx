import { useState, type FormEvent } from 'react';
import { normalizarTelefone } from '@app/shared/domain/telefone.ts';
import { api, ErroApi } from './api.ts';
import { guardarCliente, lerCliente, sairCliente, type ClienteLogado } from './sessao.ts';

export interface Identificacao {
  nome: string;
  telefone: string;
  cliente: ClienteLogado | null;
}

type Modo = 'cadastro' | 'entrar' | 'convidado' | 'redefinir';
const MODOS: [Modo, string][] = [
  ['cadastro', 'Criar conta'],
  ['entrar', 'Entrar'],
  ['convidado', 'Sem cadastro'],
];

/**
 * Who orders: a logged-in customer, a new account (phone + password), a login (with reset by code), or a guest
 * with name and phone only.
 */
export function PassoConta({ slug, onPronto }: { slug: string; onPronto: (i: Identificacao) => void }) {
  const [logado, setLogado] = useState(() => lerCliente(slug));
  const [modo, setModo] = useState<Modo>('cadastro');
  const [nome, setNome] = useState('');
  const [telefone, setTelefone] = useState('');
  const [senha, setSenha] = useState('');
  const [codigo, setCodigo] = useState('');
  const [codigoEnviado, setCodigoEnviado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  if (logado)
    return (
      <div>
        <p>
          Olá, <strong>{logado.nome}</strong>!
        </p>
        <button type="button" className="primario" onClick={() => onPronto({ ...logado, cliente: logado })}>
          Continuar como {logado.nome}
        </button>{' '}
        <button
          type="button"
          className="link"
          onClick={() => {
            sairCliente(slug);
            setLogado(null);
          }}
        >
          Não é você? Sair
        </button>
      </div>
    );

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    if (!normalizarTelefone(telefone)) return setErro('Informe um celular válido com DDD, ex.: (41) 99999-0000');
    if ((modo === 'cadastro' || modo === 'convidado') && !nome.trim()) return setErro('Informe seu nome');
    if (modo === 'convidado') return onPronto({ nome: nome.trim(), telefone, cliente: null });
    setEnviando(true);
    try {
      if (modo === 'redefinir' && !codigoEnviado) {
        setInfo((await api.pedirCodigo({ slug, telefone })).mensagem);
        setCodigoEnviado(true);
        return;
      }
      const sessao =
        modo === 'cadastro'
          ? await api.cadastrar({ slug, nome: nome.trim(), telefone, senha })
          : modo === 'entrar'
            ? await api.entrar({ slug, telefone, senha })
            : await api.redefinir({ slug, telefone, reset_code: codigo.trim(), nova_senha: senha });
      if (!('token' in sessao)) {
        // the reset answered without a session: log in with the new password
        setInfo(sessao.mensagem);
        setModo('entrar');
        return;
      }
      const c = guardarCliente(slug, sessao);
      onPronto({ nome: c.nome, telefone: c.telefone, cliente: c });
    } catch (err) {
      setErro(err instanceof ErroApi ? err.message : 'Não foi possível continuar. Tente de novo.');
    } finally {
      setEnviando(false);
    }
  };

  const pedeSenha = modo !== 'convidado' && !(modo === 'redefinir' && !codigoEnviado);
  return (
    <form onSubmit={enviar} noValidate>
      {modo !== 'redefinir' && (
        <div className="escolhas" role="radiogroup" aria-label="Como você quer continuar">
          {MODOS.map(([m, rotulo]) => (
            <label key={m}>
              <input type="radio" name="modo" checked={modo === m} onChange={() => setModo(m)} />
              {rotulo}
            </label>
          ))}
        </div>
      )}
      {modo === 'redefinir' && <p className="dica">Enviaremos um código de 8 números para o seu WhatsApp.</p>}
      {(modo === 'cadastro' || modo === 'convidado') && (
        <label className="campo">
          Nome
          <input value={nome} onChange={(e) => setNome(e.target.value)} autoComplete="name" maxLength={120} />
        </label>
      )}
      <label className="campo">
        Celular (WhatsApp)
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(41) 99999-0000"
          value={telefone}
          onChange={(e) => setTelefone(e.target.value)}
        />
      </label>
      {modo === 'redefinir' && codigoEnviado && (
        <label className="campo">
          Código recebido
          <input inputMode="numeric" maxLength={8} value={codigo} onChange={(e) => setCodigo(e.target.value)} />
        </label>
      )}
      {pedeSenha && (
        <label className="campo">
          {modo === 'redefinir' ? 'Nova senha' : 'Senha'}
          <input
            type="password"
            autoComplete={modo === 'entrar' ? 'current-password' : 'new-password'}
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
          />
          {modo !== 'entrar' && <span className="dica">Pelo menos 6 caracteres.</span>}
        </label>
      )}
      {info && <p className="aviso">{info}</p>}
      {erro && (
        <p className="erros" role="alert">
          {erro}
        </p>
      )}
      <button type="submit" className="primario" disabled={enviando}>
        {modo === 'redefinir' ? (codigoEnviado ? 'Trocar a senha' : 'Enviar código') : 'Continuar'}
      </button>{' '}
      {modo === 'entrar' && (
        <button type="button" className="link" onClick={() => setModo('redefinir')}>
          Esqueci minha senha
        </button>
      )}
      {modo === 'redefinir' && (
        <button type="button" className="link" onClick={() => setModo('entrar')}>
          Voltar ao login
        </button>
      )}
    </form>
  );
}
