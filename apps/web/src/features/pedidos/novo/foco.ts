// Keyboard flow of order entry: Enter moves on to the next thing to fill, so a clerk on the phone never needs
// the mouse (and never counts Tabs past buttons and optional fields).
import type { KeyboardEvent } from 'react';

export const BUSCA_PRODUTO_ID = 'novo-pedido-busca-produto';

/** Marks a field Enter stops at when it is empty (name, phone, street, number, neighbourhood, city, state). */
export const PASSO = { 'data-passo': '1' } as const;

/** Focus the menu search (after the customer and the address). */
export function irParaCardapio() {
  // after React has drawn what the choice changed
  setTimeout(() => document.getElementById(BUSCA_PRODUTO_ID)?.focus(), 0);
}

/** Enter in a customer or address field: focus the next empty field marked as a step, or the menu search. */
export function focarProximoCampo(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  const campos = [...document.querySelectorAll<HTMLInputElement>('input[data-passo]')];
  const proximo = campos.slice(campos.indexOf(e.target as HTMLInputElement) + 1).find((c) => c.value.trim() === '');
  if (proximo) proximo.focus();
  else irParaCardapio();
}
