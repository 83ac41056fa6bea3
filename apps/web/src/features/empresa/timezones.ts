// Brazil's time zones (IANA) for the profile form; the API accepts any valid IANA zone.
export const FUSOS_BR = [
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Noronha',
] as const;

/** How a zone reads in the form: the city with its accents, and the states where that is not obvious. */
const NOMES_FUSOS: Record<string, string> = {
  'America/Sao_Paulo': 'São Paulo (horário de Brasília)',
  'America/Bahia': 'Bahia (BA)',
  'America/Fortaleza': 'Fortaleza (CE, RN, PB, PI, MA)',
  'America/Recife': 'Recife (PE)',
  'America/Maceio': 'Maceió (AL, SE)',
  'America/Belem': 'Belém (PA, AP)',
  'America/Araguaina': 'Araguaína (TO)',
  'America/Santarem': 'Santarém (oeste do PA)',
  'America/Manaus': 'Manaus (AM)',
  'America/Cuiaba': 'Cuiabá (MT)',
  'America/Campo_Grande': 'Campo Grande (MS)',
  'America/Porto_Velho': 'Porto Velho (RO)',
  'America/Boa_Vista': 'Boa Vista (RR)',
  'America/Rio_Branco': 'Rio Branco (AC)',
  'America/Eirunepe': 'Eirunepé (oeste do AM)',
  'America/Noronha': 'Fernando de Noronha',
};

/** The zone's name for people; an unknown IANA zone shows as its city. */
export function nomeDoFuso(zona: string): string {
  return NOMES_FUSOS[zona] ?? (zona.split('/').pop() ?? zona).replace(/_/g, ' ');
}
