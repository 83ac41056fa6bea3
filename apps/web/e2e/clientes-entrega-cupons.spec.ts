import { expect, test, type Page } from '@playwright/test';
import { GERENTE, login } from './support.ts';

// Customers, delivery and coupons journeys, on the demo business (Pizzaria Demo, Curitiba).

async function abrir(page: Page, path: string, titulo: string) {
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
}

test('cria um cliente com dois endereços e troca o endereço padrão', async ({ page }) => {
  await login(page, GERENTE);
  await abrir(page, 'customers', 'Clientes');
  // the demo customers are listed, server-side paginated
  await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row')).toHaveCount(26);

  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const form = page.getByRole('form', { name: 'Novo cliente' });
  await form.getByLabel('Nome').fill('Joana Teste E2E');
  await form.getByLabel('Telefone').fill('41 99777-1234');
  await form.getByRole('button', { name: 'Salvar' }).click();

  const detalhe = page.getByRole('dialog', { name: 'Joana Teste E2E' });
  await expect(detalhe.getByText('(41) 99777-1234')).toBeVisible();
  await expect(detalhe.getByText('Nenhum endereço cadastrado')).toBeVisible();

  for (const [rua, bairro, nome] of [
    ['Rua XV de Novembro', 'Centro', 'Casa'],
    ['Avenida do Batel', 'Batel', 'Trabalho'],
  ]) {
    await detalhe.getByRole('button', { name: 'Novo endereço' }).click();
    const end = page.getByRole('form', { name: 'Novo endereço' });
    // no CEP provider in the test server: the lookup degrades to manual entry with a hint
    await end.getByLabel('CEP').fill('80020-310');
    await expect(end.getByText('Consulta de CEP indisponível; preencha o endereço')).toBeVisible();
    await end.getByLabel('Rua').fill(rua!);
    await end.getByLabel('Número').fill('100');
    await end.getByLabel('Bairro').fill(bairro!);
    // the demo area "Centro e arredores" covers both neighbourhoods: the fee is suggested from it
    await expect(end.getByText(/Área Centro e arredores: taxa R\$ 5,00/)).toBeVisible();
    await end.getByLabel('Cidade').fill('Curitiba');
    await end.getByLabel('UF').fill('PR');
    await end.getByLabel('Identificação (Casa, Trabalho…)').fill(nome!);
    await end.getByRole('button', { name: 'Salvar' }).click();
    await expect(end).toBeHidden();
  }
  const enderecos = detalhe.getByRole('list', { name: 'Endereços' });
  await expect(enderecos.getByRole('listitem')).toHaveCount(2);
  await expect(enderecos.getByRole('listitem').filter({ hasText: 'Casa' }).getByText('Padrão')).toBeVisible();

  await detalhe.getByRole('button', { name: 'Tornar padrão Trabalho' }).click();
  await expect(enderecos.getByRole('listitem').filter({ hasText: 'Trabalho' }).getByText('Padrão')).toBeVisible();
  await expect(enderecos.getByRole('listitem').filter({ hasText: 'Casa' }).getByText('Padrão')).toHaveCount(0);
  await detalhe.getByRole('button', { name: 'Fechar' }).click();

  // the list finds her by part of the phone and shows the default address's neighbourhood
  await page.getByLabel('Buscar por nome ou telefone').fill('97771');
  const linha = page.getByRole('row').filter({ hasText: 'Joana Teste E2E' });
  await expect(linha).toBeVisible();
  await expect(linha.getByText('Batel')).toBeVisible();
});

test('cria uma área de entrega e vê a taxa resolvida para um endereço', async ({ page }) => {
  await login(page, GERENTE);
  await abrir(page, 'delivery/areas', 'Áreas de entrega');
  await page.getByRole('button', { name: 'Nova área' }).click();
  const form = page.getByRole('form', { name: 'Nova área' });
  await form.getByLabel('Nome').fill('Santa Felicidade E2E');
  await form.getByLabel('Bairros (separados por vírgula)').fill('Santa Felicidade, São Braz');
  await form.getByLabel('Taxa de entrega (R$)').fill('9,50');
  await form.getByLabel('Tempo estimado (min)').fill('50');
  await form.getByLabel('Pedido mínimo (R$)').fill('35');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Santa Felicidade E2E' }).getByText('R$ 9,50')).toBeVisible();

  await page.getByLabel('Bairro').fill('sao braz');
  await page.getByRole('button', { name: 'Testar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Área: Santa Felicidade E2E — taxa R$ 9,50, pedido mínimo R$ 35,00, tempo 50 min',
  );
  await page.getByLabel('Bairro').fill('Tatuquara');
  await page.getByRole('button', { name: 'Testar' }).click();
  await expect(page.getByRole('status')).toHaveText('Endereço fora da área de entrega');
});

test('cadastra um entregador com valor da diária 15,50', async ({ page }) => {
  await login(page, GERENTE);
  await abrir(page, 'delivery/personnel', 'Entregadores');
  await page.getByRole('button', { name: 'Novo entregador' }).click();
  const form = page.getByRole('form', { name: 'Novo entregador' });
  await form.getByLabel('Nome').fill('Marcos E2E');
  await form.getByLabel('Telefone').fill('(41) 98888-7777');
  await form.getByLabel('Veículo').fill('Moto');
  await form.getByLabel('Placa').fill('ABC1D23');
  await form.getByLabel('Recebe diária').check();
  await form.getByLabel('Valor da diária (R$)').fill('15,50');
  await form.getByRole('button', { name: 'Salvar' }).click();
  const linha = page.getByRole('row').filter({ hasText: 'Marcos E2E' });
  await expect(linha.getByText('R$ 15,50')).toBeVisible();
  await expect(linha.getByText('(41) 98888-7777')).toBeVisible();
  // reopening shows the stored value with a comma
  await linha.getByRole('button', { name: 'Editar Marcos E2E' }).click();
  await expect(page.getByRole('form', { name: 'Editar entregador' }).getByLabel('Valor da diária (R$)')).toHaveValue(
    '15,50',
  );
});

test('cria um cupom e o valida contra um pedido', async ({ page }) => {
  await login(page, GERENTE);
  await abrir(page, 'business/coupons', 'Cupons');
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const form = page.getByRole('form', { name: 'Novo cupom' });
  await form.getByLabel('Código').fill('pizza15');
  await form.getByLabel('Valor').fill('15');
  await form.getByLabel('Pedido mínimo (R$)').fill('50,00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'PIZZA15' })).toBeVisible();

  await page.getByLabel('Cupom', { exact: true }).click();
  await page.getByRole('option', { name: 'PIZZA15' }).click();
  await page.getByLabel('Subtotal do pedido (R$)').fill('40,00');
  await page.getByRole('button', { name: 'Testar' }).click();
  await expect(page.getByRole('status')).toHaveText('Pedido mínimo para este cupom: R$ 50,00');
  await page.getByLabel('Subtotal do pedido (R$)').fill('80,00');
  await page.getByRole('button', { name: 'Testar' }).click();
  await expect(page.getByRole('status')).toHaveText('Cupom válido: desconto de R$ 12,00');
});
