// Strings of My business: profile and opening hours.
// Registered as the i18next namespace `empresa` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'empresa';

const pt = {
  perfil: {
    nome: 'Nome',
    cidade: 'Cidade',
    uf: 'Estado (UF)',
    cor: 'Cor do menu',
    fuso: 'Fuso horário',
    logo: 'Logo',
    enviarLogo: 'Enviar logo',
    removerLogo: 'Remover logo',
    logoDica: 'PNG, JPEG ou WebP, até 1 MB.',
    logoGrande: 'A logo deve ter no máximo 1 MB',
    logoTipo: 'A logo deve ser uma imagem PNG, JPEG ou WebP',
    semLogo: 'Sem logo',
  },
  horarios: {
    dica: 'Vários intervalos por dia. Um intervalo que passa da meia-noite (ex.: 18:00–02:00) pertence ao dia em que começa e termina até 06:00.',
    inicio: 'Início',
    fim: 'Fim',
    adicionar: 'Adicionar intervalo',
    remover: 'Remover intervalo',
    fechado: 'Fechado',
    dias: {
      segunda: 'Segunda-feira',
      terca: 'Terça-feira',
      quarta: 'Quarta-feira',
      quinta: 'Quinta-feira',
      sexta: 'Sexta-feira',
      sabado: 'Sábado',
      domingo: 'Domingo',
    },
  },
};

const en: Traducao<typeof pt> = {
  perfil: {
    nome: 'Name',
    cidade: 'City',
    uf: 'State',
    cor: 'Menu colour',
    fuso: 'Time zone',
    logo: 'Logo',
    enviarLogo: 'Upload logo',
    removerLogo: 'Remove logo',
    logoDica: 'PNG, JPEG or WebP, up to 1 MB.',
    logoGrande: 'The logo must be at most 1 MB',
    logoTipo: 'The logo must be a PNG, JPEG or WebP image',
    semLogo: 'No logo',
  },
  horarios: {
    dica: 'Several intervals per day. An interval past midnight (e.g. 18:00–02:00) belongs to the day it starts and ends by 06:00.',
    inicio: 'Start',
    fim: 'End',
    adicionar: 'Add interval',
    remover: 'Remove interval',
    fechado: 'Closed',
    dias: {
      segunda: 'Monday',
      terca: 'Tuesday',
      quarta: 'Wednesday',
      quinta: 'Thursday',
      sexta: 'Friday',
      sabado: 'Saturday',
      domingo: 'Sunday',
    },
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useEmpresaT() {
  return useTranslation(NS);
}
