import { expect, test } from '@playwright/test';
import { GERENTE, SUPERADMIN, login, submitLogin } from './support.ts';

// Users and permissions, and the subscription: the manager creates an attendant and takes away their access to
// customers' personal data; the superadmin bills the month and the manager pays it with Pix copia e cola.

const hojeSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('o gerente cria um atendente, nega clientes.dados e o atendente vê telefones mascarados', async ({
  page,
  browser,
}) => {
  const email = `atendente.e2e.${Date.now()}@demo.com.br`;
  await login(page, GERENTE);
  await page.goto('/admin/users-management');
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const form = page.getByRole('form', { name: 'Novo usuário' });
  await form.getByLabel('Nome').fill('Atendente E2E');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Senha inicial/).fill('senha-e2e-123');
  // the role list says what each role does
  await expect(form.getByText(/Balcão: pedidos, mesas, clientes/)).toBeVisible();
  await form.getByRole('button', { name: 'Salvar' }).click();
  const linha = page.getByTestId(`usuario-${email}`);
  await expect(linha).toContainText('Atendente');
  await expect(linha).toContainText('Nunca');

  await linha.getByRole('button', { name: 'Permissões Atendente E2E' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Permissões de Atendente E2E' });
  const efetivas = dialogo.getByTestId('permissoes-efetivas');
  await expect(efetivas).toContainText('Ver dados pessoais completos de clientes');
  await dialogo.getByTestId('permissao-clientes.dados').getByRole('button', { name: 'Negar' }).click();
  await expect(efetivas).not.toContainText('Ver dados pessoais completos de clientes');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo).toBeHidden();

  // the manager sees full phones
  await page.goto('/admin/customers');
  const tabelaGerente = page.getByRole('table', { name: 'Clientes' });
  await expect(tabelaGerente.getByText(/^\(41\) 9\d{4}-\d{4}$/).first()).toBeVisible();

  // the attendant, in a second browser
  const ctx = await browser.newContext();
  const p2 = await ctx.newPage();
  await p2.goto('/login');
  await submitLogin(p2, { email, senha: 'senha-e2e-123' });
  await expect(p2).toHaveURL(/\/admin\/orders$/);
  await p2.goto('/admin/customers');
  const tabela = p2.getByRole('table', { name: 'Clientes' });
  await expect(tabela.getByText(/^\(41\) 9\*+-\d{4}$/).first()).toBeVisible();
  await expect(tabela.getByText(/^\(41\) 9\d{4}-\d{4}$/)).toHaveCount(0);
  // and the sidebar offers no users screen to an attendant
  await p2.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(p2.getByRole('navigation').getByText('Clientes')).toBeVisible();
  await expect(p2.getByRole('navigation').getByText('Usuários')).toHaveCount(0);
  await ctx.close();
});

test('o superadmin gera as faturas do mês e o gerente vê o aviso e copia o Pix', async ({ page, browser }) => {
  await login(page, SUPERADMIN);
  await page.goto('/admin/faturas-empresas');
  await expect(page.getByRole('heading', { name: 'Faturas das empresas', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Recebedor Pix' }).click();
  const rec = page.getByRole('form', { name: 'Recebedor Pix e preço da plataforma' });
  await rec.getByLabel('Chave Pix').fill('financeiro@plataforma.com.br');
  await rec.getByLabel(/Nome do recebedor/).fill('Plataforma Restaurantes');
  await rec.getByLabel(/Cidade do recebedor/).fill('São Paulo');
  await rec.getByLabel(/Preço mensal/).fill('149,90');
  await rec.getByRole('button', { name: 'Salvar' }).click();
  await expect(rec).toBeHidden();

  const hoje = hojeSaoPaulo();
  await page.getByRole('button', { name: 'Gerar mês' }).click();
  const gerar = page.getByRole('form', { name: 'Gerar as faturas do mês' });
  await gerar.getByLabel(/Vencimento/).fill(hoje);
  await gerar.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText(/fatura\(s\) criada\(s\)/)).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Faturas das empresas' });
  await expect(tabela.getByText('Pizzaria Demo').first()).toBeVisible();
  // generating again creates none twice
  await page.getByRole('button', { name: 'Gerar mês' }).click();
  await gerar.getByLabel(/Vencimento/).fill(hoje);
  await gerar.getByRole('button', { name: 'Gerar' }).click();
  // (other journeys may have added businesses: what matters is that none is created twice)
  await expect(page.getByText(/^0 fatura\(s\) criada\(s\); \d+ já existia\(m\)\.$/)).toBeVisible();

  // the manager, in a second browser: the banner on every screen, the Pix at hand
  const ctx = await browser.newContext();
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const p2 = await ctx.newPage();
  await login(p2, GERENTE);
  const aviso = p2.getByTestId('aviso-faturas');
  await expect(aviso).toContainText('vence hoje');
  await aviso.getByRole('button', { name: 'Pagar com Pix' }).click();
  const pix = p2.getByRole('dialog', { name: /Pix da fatura/ });
  await expect(pix.getByTestId('pix-qr')).toBeVisible();
  const codigo = pix.getByTestId('pix-copia-e-cola');
  await expect(codigo).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*5406149\.90.*6304[0-9A-F]{4}$/);
  await pix.getByRole('button', { name: 'Copiar código' }).click();
  await expect(p2.getByText('Código Pix copiado')).toBeVisible();
  const copiado = await p2.evaluate(() => navigator.clipboard.readText());
  expect(copiado).toBe(await codigo.inputValue());
  await pix.getByRole('button', { name: 'Fechar' }).click();

  // the subscription screen lists it; dismissing the banner holds for the day
  await p2.goto('/admin/business/subscription');
  await expect(p2.getByRole('heading', { name: 'Assinatura', level: 1 })).toBeVisible();
  await expect(p2.getByRole('table', { name: 'Assinatura' }).getByText('Em aberto')).toBeVisible();
  await p2.getByTestId('aviso-faturas').getByRole('button', { name: 'Ocultar por hoje' }).click();
  await expect(p2.getByTestId('aviso-faturas')).toHaveCount(0);
  await p2.reload();
  await expect(p2.getByRole('heading', { name: 'Assinatura', level: 1 })).toBeVisible();
  await expect(p2.getByTestId('aviso-faturas')).toHaveCount(0);
  await ctx.close();
});

test('o gerente cria um usuário com link de senha e o usuário define a senha pelo link', async ({ page, browser }) => {
  const email = `cozinha.e2e.${Date.now()}@demo.com.br`;
  await login(page, GERENTE);
  await page.goto('/admin/users-management');
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const form = page.getByRole('form', { name: 'Novo usuário' });
  await form.getByLabel('Nome').fill('Cozinha E2E');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Gerar um link para o usuário definir a própria senha').check();
  await form.getByRole('button', { name: 'Salvar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Link para definir a senha' });
  const link = await dialogo.getByTestId('link-senha').inputValue();
  expect(link).toMatch(/\/definir-senha#[A-Za-z0-9_-]{43}$/);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();

  const ctx = await browser.newContext();
  const p2 = await ctx.newPage();
  await p2.goto(link);
  await expect(p2.getByRole('heading', { name: 'Definir senha' })).toBeVisible();
  await p2.getByLabel(/Nova senha/).fill('cozinha-e2e-123');
  await p2.getByLabel('Repita a senha').fill('cozinha-e2e-123');
  await p2.getByRole('button', { name: 'Definir senha' }).click();
  await expect(p2.getByText('Senha definida.', { exact: false })).toBeVisible();
  await p2.getByRole('link', { name: 'Ir para o login' }).click();
  await submitLogin(p2, { email, senha: 'cozinha-e2e-123' });
  await expect(p2).toHaveURL(/\/admin\/orders$/);
  // the link worked once
  await p2.goto(link);
  await p2.getByLabel(/Nova senha/).fill('outra-senha-123');
  await p2.getByLabel('Repita a senha').fill('outra-senha-123');
  await p2.getByRole('button', { name: 'Definir senha' }).click();
  await expect(p2.getByText('Link inválido ou expirado. Peça um novo link ao gerente.')).toBeVisible();
  await ctx.close();
});
