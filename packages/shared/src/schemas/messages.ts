// User-facing validation messages (spec §5 generic catalogue). The API answers them in Portuguese, the UI shows
// them as they come, so the same sentence appears whichever side catches the error.
export const MSG = {
  obrigatorio: 'Este campo é obrigatório',
  email: 'Informe um e-mail válido',
  numeros: 'Informe apenas números',
  inteiro: 'Informe um número inteiro',
  maiusculas: 'Use apenas letras maiúsculas',
  max: (n: number) => `Máximo de ${n} caracteres`,
  min: (n: number) => `Mínimo de ${n} caracteres`,
  tamanho: (n: number) => `Deve ter exatamente ${n} caracteres`,
  caractereExcluido: 'Contém um caractere não permitido',
  escolhaUm: 'Escolha pelo menos um valor',
  formato: 'Formato inválido',
  dinheiro: 'Informe um valor com no máximo 2 casas decimais',
  dinheiroMaximo: 'Valor acima do máximo permitido (R$ 1.000.000,00)',
  // issue 5: customers, delivery, coupons
  telefone: 'Informe um telefone válido com DDD',
  cep: 'CEP inválido (use 00000-000)',
  uf: 'Informe a UF com 2 letras',
  algumCampo: 'Informe ao menos um campo para alterar',
  // login screen, spec §5 and §8
  informeEmail: 'Informe o e-mail',
  informeSenha: 'Informe a senha',
  loginInvalido: 'Preencha e-mail e senha corretamente',
  credenciaisInvalidas: 'E-mail ou senha inválidos',
  emBreve: 'Funcionalidade em breve',
} as const;
