// Strings of the stock screens, registered as the i18next namespace `estoque` when the feature's lazy chunk loads.
// The text itself is in i18n-pt.ts and i18n-en.ts.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes } from '@/app/i18n/index.ts';
import { pt } from './i18n-pt.ts';
import { en } from './i18n-en.ts';

export const NS = 'estoque';

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useEstoqueT() {
  return useTranslation(NS);
}
