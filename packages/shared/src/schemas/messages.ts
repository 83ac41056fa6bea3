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
  // login screen, spec §5 and §8
  informeEmail: 'Informe o e-mail',
  informeSenha: 'Informe a senha',
  loginInvalido: 'Preencha e-mail e senha corretamente',
  credenciaisInvalidas: 'E-mail ou senha inválidos',
  emBreve: 'Funcionalidade em breve',
  // catalogue (issue 4)
  valorNegativo: 'O valor não pode ser negativo',
  valorMaximo: 'Valor máximo de R$ 100.000,00',
  minMaiorQueMax: 'O mínimo não pode ser maior que o máximo',
  sabores: 'Escolha de 1 a 4 sabores',
} as const;
