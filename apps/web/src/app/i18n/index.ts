// i18next: pt by default, en as fallback (spec §1, §9). Keys are nested objects; route paths contain "/" but
// never ".", so they are safe as keys under `rotas`.
//
// One place for strings per feature: the app's own (shell, common words, errors, the shared UI kit) are the default
// namespace here; each feature registers its namespace from features/<feature>/i18n.ts when its code loads. A key a
// feature's namespace lacks is looked up in the app's (fallbackNS), so screens say t('acoes.salvar') too.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pt, type Strings } from './pt.ts';
import { en } from './en.ts';

export const DEFAULT_LOCALE = 'pt';
export const FALLBACK_LOCALE = 'en';
const APP_NS = 'translation';

void i18n.use(initReactI18next).init({
  resources: { pt: { [APP_NS]: pt }, en: { [APP_NS]: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  ns: [APP_NS],
  defaultNS: APP_NS,
  fallbackNS: APP_NS,
  interpolation: { escapeValue: false }, // React already escapes
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** The shape a feature's English strings follow: the Portuguese keys, any text. */
export type Traducao<T> = Strings<T>;

/** Adds a feature's strings as the namespace `ns` (once: a second load of the chunk changes nothing). */
export function registrarTraducoes<T extends object>(ns: string, ptStrings: T, enStrings: Traducao<T>): void {
  if (i18n.hasResourceBundle(DEFAULT_LOCALE, ns)) return;
  i18n.addResourceBundle(DEFAULT_LOCALE, ns, ptStrings);
  i18n.addResourceBundle(FALLBACK_LOCALE, ns, enStrings);
}

export { i18n };
