// English strings of the report screens; registered by ./i18n.ts.
import type { Traducao } from '@/app/i18n/index.ts';
import { pt } from './i18n-pt.ts';

// TEMP: translated before the commit
export const en: Traducao<typeof pt> = pt;
