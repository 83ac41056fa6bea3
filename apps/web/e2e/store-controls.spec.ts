import { expect, test, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Store-control journeys: the orders-screen controls and the opening hours. They change the demo business, so each
// one puts back what it changed.

const bar = (page: Page) => page.locator('[data-slot=order-controls]');

test('fecha a loja por 30 minutos, vê até quando, e reabre', async ({ page }) => {
  await login(page, GERENTE);
  const status = bar(page).getByTestId('status-loja');
  await expect(status).not.toHaveText('');
  const loja = bar(page).getByRole('switch', { name: 'Loja aberta' });
  await expect(loja).toBeEnabled(); // the business's record is read: the switch shows its real state
  if (!(await loja.isChecked())) await loja.click(); // start open
  await expect(loja).toBeChecked();
  await loja.click();
  await page.getByRole('menuitem', { name: 'Fechar por 30 minutos' }).click();
  await expect(status).toHaveText(/^Fechada até (\d{2}\/\d{2}\/\d{4}, )?\d{2}:\d{2}$/);
  await expect(loja).not.toBeChecked();
  await page.reload();
  await expect(bar(page).getByTestId('status-loja')).toHaveText(/^Fechada até/);
  await bar(page).getByRole('switch', { name: 'Loja aberta' }).click();
  await expect(bar(page).getByTestId('status-loja')).not.toHaveText(/^Fechada/);
});

test('troca o modo de aceite e o tempo de entrega, e eles ficam salvos', async ({ page }) => {
  await login(page, GERENTE);
  const modo = bar(page).getByTestId('modo-aceite');
  await expect(modo).toHaveText('Aceite manual');
  await bar(page).getByRole('switch', { name: 'Aceitar pedidos automaticamente' }).click();
  await expect(modo).toHaveText('Aceite automático');

  await bar(page).getByRole('combobox', { name: 'Tempo de entrega' }).click();
  await page.getByRole('option', { name: '60 min' }).click();
  await expect(bar(page).getByRole('combobox', { name: 'Tempo de entrega' })).toHaveText('60 min');

  await page.reload();
  await expect(bar(page).getByTestId('modo-aceite')).toHaveText('Aceite automático');
  await expect(bar(page).getByRole('combobox', { name: 'Tempo de entrega' })).toHaveText('60 min');

  // back to the demo defaults
  await bar(page).getByRole('switch', { name: 'Aceitar pedidos automaticamente' }).click();
  await expect(bar(page).getByTestId('modo-aceite')).toHaveText('Aceite manual');
  await bar(page).getByRole('combobox', { name: 'Tempo de entrega' }).click();
  await page.getByRole('option', { name: '45 min' }).click();
  await expect(bar(page).getByRole('combobox', { name: 'Tempo de entrega' })).toHaveText('45 min');
});

test('edita os horários de hoje e vê o resumo na barra lateral', async ({ page }) => {
  await login(page, GERENTE);
  await page.goto('/admin/business/schedule');
  await expect(page.getByRole('heading', { name: 'Horários' })).toBeVisible();
  const dias = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];
  const hoje = dias[new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo' })).getDay()]!;
  const dia = page.getByTestId(`dia-${hoje}`);
  await expect(dia).toBeVisible();
  // the form is filled from the API before we edit it (it stays read-only until then)
  await expect(page.locator('form[aria-busy="false"]')).toBeVisible();
  while ((await dia.getByRole('button', { name: 'Remover intervalo' }).count()) > 0) {
    await dia.getByRole('button', { name: 'Remover intervalo' }).first().click();
  }
  await dia.getByRole('button', { name: /Adicionar intervalo/ }).click();
  // 24 h typed as digits, whatever the computer's locale: "1015" reads 10:15
  await dia.getByLabel(/1 Início$/).fill('');
  await dia.getByLabel(/1 Início$/).pressSequentially('1015');
  await expect(dia.getByLabel(/1 Início$/)).toHaveValue('10:15');
  await dia.getByLabel(/1 Fim$/).fill('14:45');
  await dia.getByRole('button', { name: /Adicionar intervalo/ }).click();
  await dia.getByLabel(/2 Início$/).fill('18:00');
  await dia.getByLabel(/2 Fim$/).fill('01:30');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas')).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation').getByTestId('sidebar-horario')).toHaveText(
    'Hoje: 10:15–14:45, 18:00–01:30',
  );
  await page.keyboard.press('Escape');

  // an overlap is refused with the API's rule, shown in the form
  await dia.getByLabel(/2 Início$/).fill('12:00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(dia.getByText(/se sobrepõem/)).toBeVisible();
});

test('ativa o som, põe soneca de 5 minutos e cancela', async ({ page }) => {
  await login(page, GERENTE);
  await bar(page).getByRole('button', { name: 'Alerta sonoro de novos pedidos' }).click();
  const painel = page.getByTestId('painel-som');
  await expect(painel.getByTestId('estado-som')).toHaveText('Som bloqueado pelo navegador');
  await painel.getByRole('button', { name: 'Ativar som' }).click();
  await expect(painel.getByTestId('estado-som')).toHaveText('Som ativo');
  await painel.getByRole('button', { name: '5 min', exact: true }).click();
  await expect(painel.getByTestId('estado-som')).toHaveText(/^Soneca: 0[45]:\d{2}$/);
  expect(await page.evaluate(() => localStorage.getItem('snooze-until'))).not.toBeNull();
  await painel.getByRole('button', { name: 'Cancelar soneca' }).click();
  await expect(painel.getByTestId('estado-som')).toHaveText('Som ativo');
  expect(await page.evaluate(() => localStorage.getItem('snooze-until'))).toBeNull();
});

test.describe('no celular', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('os controles da loja ficam no menu de mais opções', async ({ page }) => {
    await login(page, GERENTE);
    await expect(page.locator('[data-slot=order-controls]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mais opções' }).click();
    const menu = page.getByTestId('controles-menu');
    await expect(menu.getByTestId('status-loja')).not.toHaveText('');
    await expect(menu.getByTestId('modo-aceite')).toHaveText(/Aceite (manual|automático)/);
    await expect(menu.getByRole('combobox', { name: 'Tempo de entrega' })).toHaveText('45 min');
    await expect(menu.getByRole('button', { name: 'Ativar som' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
