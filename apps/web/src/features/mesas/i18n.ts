// Strings of the tables screens (board, tab, history), registered as the i18next namespace `mesas` when the
// feature's lazy chunk loads, so the strings ship with the screens. The text itself is in i18n-pt.ts and i18n-en.ts.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes } from '@/app/i18n/index.ts';
import { pt } from './i18n-pt.ts';
import { en } from './i18n-en.ts';

export const NS = 'mesas';

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useMesasT() {
  return useTranslation(NS);
}
