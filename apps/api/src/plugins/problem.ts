// RFC 9457 Problem Details: the one body shape of every error answer, titles in Portuguese.
const TITLES: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Proibido',
  404: 'Não encontrado',
  405: 'Método não permitido',
  406: 'Formato de resposta não disponível',
  408: 'Tempo esgotado',
  409: 'Conflito',
  411: 'Tamanho do conteúdo não informado',
  413: 'Conteúdo grande demais',
  414: 'Endereço longo demais',
  415: 'Tipo de conteúdo não suportado',
  422: 'Não processável',
  429: 'Muitas requisições',
  431: 'Cabeçalhos grandes demais',
  500: 'Erro interno',
  503: 'Serviço indisponível',
};

export interface ErroDeCampo {
  campo: string;
  mensagem: string;
}

export function problem(status: number, detail: string, errors?: ErroDeCampo[]) {
  return { type: 'about:blank', title: TITLES[status] ?? 'Erro', status, detail, ...(errors ? { errors } : {}) };
}
