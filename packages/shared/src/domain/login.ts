// The login form's rules without zod, so the login page (the first thing a browser loads) does not carry a schema
// library. They are the rules of `loginFormSchema`, which the API keeps; a test holds the two together.
import { MSG } from '../schemas/messages.ts';

export interface LoginValores {
  email: string;
  senha: string;
}

// the shape zod's .email() accepts, in its simple form: something@domain.tld, no spaces
const EMAIL = /^(?!\.)(?!.*\.\.)([\w'+\-.]*)[\w+-]@([\w][\w-]*\.)+[a-zA-Z]{2,}$/;

/** Field → message for what is wrong; empty when the form may be sent. */
export function validarLogin(v: LoginValores): Partial<Record<keyof LoginValores, string>> {
  const erros: Partial<Record<keyof LoginValores, string>> = {};
  const email = v.email.trim();
  if (email === '') erros.email = MSG.informeEmail;
  else if (email.length > 254) erros.email = MSG.max(254);
  else if (!EMAIL.test(email)) erros.email = MSG.email;
  if (v.senha === '') erros.senha = MSG.informeSenha;
  else if (v.senha.length > 256) erros.senha = MSG.max(256);
  return erros;
}
