// Spec §7 Auth calls.
import type { LoginForm, LoginResponse, MeResponse } from '@app/shared/schemas/auth.ts';
import { http } from './http.ts';

/** POST /auth/login with form data (urlencoded): email, senha. */
export async function login(form: LoginForm): Promise<LoginResponse> {
  const body = new URLSearchParams({ email: form.email.trim(), senha: form.senha });
  const { data } = await http.post<LoginResponse>('/auth/login', body);
  return data;
}

/** POST /auth/logout: revokes the refresh family. Failure is not the user's problem: they are logged out anyway. */
export async function logout(): Promise<void> {
  try {
    await http.post('/auth/logout');
  } catch (error) {
    console.warn('logout', error);
  }
}

export async function fetchMe(): Promise<MeResponse> {
  const { data } = await http.get<MeResponse>('/auth/me');
  return data;
}
