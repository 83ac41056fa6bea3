import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { LoginForm } from './login-form.tsx';
import { authResponse, makeToken } from '@/test/fixtures.ts';

function httpError(status: number, headers: Record<string, string> = {}, data: unknown = {}) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, { status, statusText: '', headers, config, data });
}

function setup(submit = vi.fn()) {
  const onLoggedIn = vi.fn();
  const user = userEvent.setup();
  render(<LoginForm submit={submit} onLoggedIn={onLoggedIn} />);
  return {
    user,
    submit,
    onLoggedIn,
    email: screen.getByLabelText('E-mail'),
    senha: screen.getByLabelText('Senha'),
    button: screen.getByRole('button', { name: 'ENTRAR' }),
  };
}

describe('LoginForm (spec §5, §8)', () => {
  it('keeps ENTRAR disabled until both fields are valid', async () => {
    const { user, email, senha, button } = setup();
    expect(button).toBeDisabled();
    await user.type(email, 'gerente@demo.com.br');
    expect(button).toBeDisabled();
    await user.type(senha, 'demo1234');
    expect(button).toBeEnabled();
    await user.clear(senha);
    expect(button).toBeDisabled();
  });

  it('shows the field messages Informe o e-mail / Informe a senha', async () => {
    const { user, email, senha } = setup();
    await user.type(email, 'a');
    await user.clear(email);
    await user.type(senha, 'x');
    await user.clear(senha);
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    expect(await screen.findByText('Informe a senha')).toBeInTheDocument();
  });

  it('says Informe o e-mail / Informe a senha on leaving an empty field, before anything is typed', async () => {
    const { user, email, senha } = setup();
    expect(email).toHaveFocus();
    expect(screen.queryByText('Informe o e-mail')).not.toBeInTheDocument();
    await user.tab();
    expect(senha).toHaveFocus();
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    expect(screen.queryByText('Informe a senha')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Informe a senha')).toBeInTheDocument();
    await user.type(email, 'gerente@demo.com.br');
    expect(screen.queryByText('Informe o e-mail')).not.toBeInTheDocument();
  });

  it('says "Preencha e-mail e senha corretamente" when submitted invalid with Enter', async () => {
    const { user, email, submit } = setup();
    await user.type(email, 'not-an-email{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha e-mail e senha corretamente');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits valid data and hands the answer on', async () => {
    const resp = authResponse(makeToken(900));
    const { user, email, senha, submit, onLoggedIn } = setup(vi.fn().mockResolvedValue(resp));
    await user.type(email, ' gerente@demo.com.br ');
    await user.type(senha, 'demo1234{Enter}');
    expect(submit).toHaveBeenCalledWith({ email: 'gerente@demo.com.br', senha: 'demo1234' });
    expect(onLoggedIn).toHaveBeenCalledWith(resp);
  });

  it('shows "E-mail ou senha inválidos" on 401', async () => {
    const { user, email, senha, button } = setup(vi.fn().mockRejectedValue(httpError(401)));
    await user.type(email, 'gerente@demo.com.br');
    await user.type(senha, 'errada');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
  });

  it('asks to wait the Retry-After seconds on 429', async () => {
    const { user, email, senha, button } = setup(vi.fn().mockRejectedValue(httpError(429, { 'retry-after': '30' })));
    await user.type(email, 'gerente@demo.com.br');
    await user.type(senha, 'errada');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde 30 segundos');
  });

  it('announces the forgot-password feature as coming soon, and shows the support hint', async () => {
    const { user } = setup();
    expect(screen.getByText('Problemas para entrar? Fale com o suporte.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Funcionalidade em breve');
  });
});
