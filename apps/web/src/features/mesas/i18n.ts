// Strings of the tables (comanda) screens.
// Registered as the i18next namespace `mesas` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'mesas';

const pt = {
  comanda: {
    titulo: 'Comanda da mesa {{mesa}}',
    numero: 'Comanda nº {{comanda}}',
    nova: 'Nova comanda',
  },
};

const en: Traducao<typeof pt> = {
  comanda: { titulo: 'Table {{mesa}} tab', numero: 'Tab #{{comanda}}', nova: 'New tab' },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useMesasT() {
  return useTranslation(NS);
}
