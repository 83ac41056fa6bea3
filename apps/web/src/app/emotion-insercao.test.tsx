import { act, startTransition, use } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import styled from '@emotion/styled';

// The rules emotion wrote to the page, whether as its style tags' text (development) or with insertRule (production).
const regras = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
    .flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText))
    .join('\n');

// react's own act, not testing-library's render: the first test needs a root that never commits
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const nunca = new Promise<never>(() => undefined);
function Suspende(): null {
  use(nunca);
  return null;
}

let limpar: (() => void) | undefined;
afterEach(() => limpar?.());

function raiz() {
  const el = document.createElement('div');
  document.body.append(el);
  const r = createRoot(el);
  limpar = () => {
    act(() => r.unmount());
    el.remove();
  };
  return { el, r };
}

describe('emotion inserts a style while its component renders', () => {
  it('before any commit: a render React has not committed has already inserted its rule', async () => {
    const Caixa = styled.div`
      color: rgb(1, 2, 3);
    `;
    const { el, r } = raiz();
    // a transition whose render suspends for good never commits: only render-time work has happened
    await act(async () => startTransition(() => r.render([<Caixa key="c" />, <Suspende key="s" />])));
    expect(el.childElementCount).toBe(0);
    expect(regras()).toContain('rgb(1, 2, 3)');
  });

  it('a committed render shows the element with its class, the rule inserted once', async () => {
    const Caixa = styled.div`
      color: rgb(4, 5, 6);
    `;
    const { el, r } = raiz();
    await act(async () => startTransition(() => r.render(<Caixa data-testid="caixa" />)));
    const caixa = el.querySelector('[data-testid="caixa"]')!;
    expect(caixa.className).toMatch(/^css-/);
    expect(regras()).toContain(`.${caixa.className} {color: rgb(4, 5, 6);}`);
    expect(regras().split('rgb(4, 5, 6)')).toHaveLength(2);
  });
});
