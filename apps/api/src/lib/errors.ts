// Errors the services throw on purpose; the error plugin turns them into Problem Details (RFC 9457).
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly detail: string,
    public readonly errors?: { campo: string; mensagem: string }[],
    public readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

// The whole sentence, so gender agrees ("Empresa não encontrada", "Usuário não encontrado").
export const notFound = (detail = 'Registro não encontrado') => new AppError(404, detail);
export const forbidden = (detail = 'Você não tem permissão para esta ação') => new AppError(403, detail);
export const unauthorized = (detail = 'Sessão expirada ou inválida. Entre novamente.') => new AppError(401, detail);
export const badRequest = (detail: string, campo?: string) =>
  new AppError(400, detail, campo ? [{ campo, mensagem: detail }] : undefined);
export const conflict = (detail: string) => new AppError(409, detail);
