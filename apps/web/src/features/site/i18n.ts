// Strings of settings/site: the public menu's address, look and ordering switch.
// Registered as the i18next namespace `site` when the feature's code loads, so its strings ship with its screen.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'site';

const pt = {
  site: {
    endereco: 'Endereço do cardápio',
    enderecoAjuda: 'Letras minúsculas, números e hífens. É o link que você divulga para os clientes.',
    aparencia: 'Aparência',
    corPrimaria: 'Cor principal (botões)',
    corSecundaria: 'Cor secundária (topo)',
    banner: 'Banner (endereço da imagem)',
    bannerAjuda: 'Um endereço https:// de uma imagem larga (por exemplo 1200 × 400).',
    boasVindas: 'Texto de boas-vindas',
    pedidos: 'Pedidos pelo site',
    aceitaPedidos: 'Receber pedidos pelo cardápio online',
    aceitaPedidosAjuda: 'Desligado, o cardápio fica só para consulta.',
    pedidoMinimo: 'Pedido mínimo do site',
    pedidoMinimoAjuda: 'Cada área de entrega pode exigir um mínimo maior.',
    previa: 'Ver o cardápio',
    semEndereco: 'Defina o endereço do cardápio para poder divulgá-lo.',
    copiar: 'Copiar link',
    copiado: 'Link copiado',
    semPermissao: 'Você não tem permissão para alterar as configurações do site.',
    erro: 'Não foi possível salvar. Confira os campos.',
  },
};

const en: Traducao<typeof pt> = {
  site: {
    endereco: 'Menu address',
    enderecoAjuda: 'Lowercase letters, digits and hyphens. It is the link you share with customers.',
    aparencia: 'Look',
    corPrimaria: 'Main colour (buttons)',
    corSecundaria: 'Secondary colour (header)',
    banner: 'Banner (image address)',
    bannerAjuda: 'An https:// address of a wide image (e.g. 1200 × 400).',
    boasVindas: 'Welcome text',
    pedidos: 'Orders on the site',
    aceitaPedidos: 'Take orders on the online menu',
    aceitaPedidosAjuda: 'Off, the menu is for browsing only.',
    pedidoMinimo: 'Site minimum order',
    pedidoMinimoAjuda: 'Each delivery area may ask for a higher minimum.',
    previa: 'Open the menu',
    semEndereco: 'Set the menu address to be able to share it.',
    copiar: 'Copy link',
    copiado: 'Link copied',
    semPermissao: 'You are not allowed to change the site settings.',
    erro: 'Could not save. Check the fields.',
  },
};

registrarTraducoes(NS, pt, en);

export function useSiteT() {
  return useTranslation(NS);
}
