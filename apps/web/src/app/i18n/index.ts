// i18next: pt by default, en as fallback (spec §1, §9). Keys are nested objects; route paths contain "/" but
// never ".", so they are safe as keys under `rotas`.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pt } from './pt.ts';
import { en } from './en.ts';

export const DEFAULT_LOCALE = 'pt';
export const FALLBACK_LOCALE = 'en';

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt }, en: { translation: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false }, // React already escapes
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export { i18n };
