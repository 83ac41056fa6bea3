// Reais at the API boundary, cents inside (the shared money rules).
import { formatBRL, parseCentavos } from '@app/shared/domain/money.ts';

export const centavos = (reais: number) => parseCentavos(reais) ?? 0;
export const formatar = formatBRL;
