import { expect, test } from '@playwright/test';
import { GERENTE, SUPERADMIN, login } from './support.ts';

// The forms of the shared FormDialog that no other journey saves: the shared schema's message on the field before
// anything is sent, the save, and the reopened values. What a journey changes in the demo business it puts back.

test('perfil, configuração geral, forma de pagamento, opção com preço inválido, produto, categoria e cancelamento de pedido', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const erros: string[] = [];
  page.on('pageerror', (e) => erros.push(e.message));
  await login(page, GERENTE);

  await page.goto('/admin/business/profile');
  await expect(page.getByLabel('Cidade')).toHaveValue('Curitiba');
  await page.getByLabel('Cidade').fill('Curitiba E2E');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cidade')).toHaveValue('Curitiba E2E');
  await page.getByLabel('Cidade').fill('Curitiba');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas').first()).toBeVisible();

  await page.goto('/admin/settings/general');
  await page.getByRole('button', { name: 'Nova configuração' }).click();
  let d = page.getByRole('dialog', { name: 'Nova configuração' });
  await d.getByLabel('Chave').fill('teste.e2e');
  await d.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Número' }).click();
  await d.getByLabel('Valor').fill('abc');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d.getByText('O valor não corresponde ao tipo escolhido')).toBeVisible();
  await d.getByLabel('Valor').fill('42');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'teste.e2e' })).toContainText('42');
  await page.getByRole('button', { name: 'Excluir Teste · e2e' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'teste.e2e' })).toHaveCount(0);

  await page.goto('/admin/business/payment-methods');
  await page.getByRole('button', { name: 'Nova forma de pagamento' }).click();
  d = page.getByRole('dialog', { name: 'Nova forma de pagamento' });
  await d.getByLabel('Nome').fill('Vale E2E');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
  await page.getByRole('button', { name: 'Editar Vale E2E' }).click();
  d = page.getByRole('dialog', { name: 'Editar forma de pagamento' });
  await expect(d.getByLabel('Nome')).toHaveValue('Vale E2E');
  await d.getByLabel('Nome').fill('Vale E2E 2');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Vale E2E 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Vale E2E 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Vale E2E 2' })).toHaveCount(0);

  await page.goto('/admin/catalog/options');
  await page.getByRole('button', { name: 'Nova opção' }).click();
  d = page.getByRole('dialog', { name: 'Nova opção' });
  await d.getByLabel('Nome').fill('Opção E2E');
  await d.getByLabel('Preço').fill('1,234');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d.getByText('Informe um valor com no máximo 2 casas decimais')).toBeVisible();
  await d.getByLabel('Preço').fill('3,5');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Opção E2E' })).toContainText('R$ 3,50');

  await page.goto('/admin/catalog/products');
  await page.getByRole('button', { name: 'Editar: X-Burguer' }).click();
  d = page.getByRole('dialog', { name: 'Editar produto' });
  await expect(d.getByLabel('Preço', { exact: true })).toHaveValue('24,90');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByText('Salvo').first()).toBeVisible();

  await page.goto('/admin/catalog/categories');
  await page.getByRole('button', { name: 'Excluir: Bebidas' }).click();
  d = page.getByRole('dialog', { name: 'Excluir "Bebidas"?' });
  await expect(d).toContainText('Esta categoria ainda tem produtos');
  await d.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/admin/orders');
  const card = page.getByTestId('coluna-preparacao').locator('[data-testid^="pedido-card-"]').first();
  await card.getByRole('button', { name: /^#\d+ / }).click();
  const detalhe = page.getByRole('dialog', { name: /^Pedido #\d+/ });
  await detalhe.getByRole('button', { name: 'Cancelar pedido' }).click();
  d = page.getByRole('dialog', { name: /^Cancelar pedido #\d+$/ });
  await d.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(d.getByText('Informe o motivo do cancelamento')).toBeVisible();
  await d.getByLabel('Motivo do cancelamento').fill('Teste E2E');
  await d.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByText(/^Pedido #\d+ cancelado$/)).toBeVisible();
  expect(erros).toEqual([]);
});

test('superadmin cria e edita uma empresa', async ({ page }) => {
  await login(page, SUPERADMIN);
  await page.goto('/admin/cadastro-empresas');
  await page.getByRole('button', { name: 'Nova empresa' }).click();
  let d = page.getByRole('dialog', { name: 'Nova empresa' });
  await d.getByLabel('Nome', { exact: true }).fill('Empresa E2E');
  await d.getByLabel('Cidade').fill('Londrina');
  await d.getByLabel('Nome do gerente').fill('Gerente E2E');
  await d.getByLabel('E-mail do gerente').fill(`g${Date.now()}@e2e.com.br`);
  await d.getByLabel('Senha inicial do gerente').fill('senha12345');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
  await page.getByRole('button', { name: 'Editar Empresa E2E' }).click();
  d = page.getByRole('dialog', { name: 'Editar empresa' });
  await expect(d.getByLabel('Cidade')).toHaveValue('Londrina');
  await d.getByLabel('Cidade').fill('Maringá');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Empresa E2E' })).toContainText('Maringá');
});
