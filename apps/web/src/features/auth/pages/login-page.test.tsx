import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { LoginPage } from './login-page.tsx';
import { getSession } from '@/lib/session.ts';
import { authResponse, makeToken } from '@/test/fixtures.ts';

vi.mock('@/api/auth.ts', () => ({ login: vi.fn(async () => authResponse(makeToken(900))) }));

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

async function loginFrom(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await user.type(screen.getByLabelText('E-mail'), 'gerente@demo.com.br');
  await user.type(screen.getByLabelText('Senha'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'ENTRAR' }));
  return (await screen.findByTestId('where')).textContent;
}

describe('LoginPage redirect after login (spec §2)', () => {
  it('goes back to the wanted internal page and stores the session', async () => {
    expect(await loginFrom('/login?redirect=%2Fadmin%2Fcustomers%3Fpage%3D2')).toBe('/admin/customers?page=2');
    expect(getSession()).toMatchObject({ nome_empresa: 'Pizzaria Demo', empresa_id: 1, superadmin: false });
  });

  it('goes to orders without a redirect or with an unsafe one', async () => {
    expect(await loginFrom('/login')).toBe('/admin/orders');
  });

  it('ignores an external redirect', async () => {
    expect(await loginFrom('/login?redirect=https%3A%2F%2Fevil.example%2Fadmin')).toBe('/admin/orders');
  });
});
