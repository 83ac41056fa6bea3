// Strings of delivery: served cities, areas, couriers.
// Registered as the i18next namespace `entrega` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'entrega';

const pt = {
  entrega: {
    cidades: 'Cidades atendidas', novaCidade: 'Adicionar cidade', cidade: 'Cidade', estado: 'UF',
    areas: 'Áreas de entrega', novaArea: 'Nova área', editarArea: 'Editar área', nome: 'Nome', ativo: 'Ativa',
    bairros: 'Bairros (separados por vírgula)', raioKm: 'Raio (km)', latitude: 'Latitude da loja', longitude: 'Longitude da loja',
    taxaEntrega: 'Taxa de entrega (R$)', tempoEstimado: 'Tempo estimado (min)', pedidoMinimo: 'Pedido mínimo (R$)',
    cobertura: 'Cobertura', qualquerCidade: 'Qualquer cidade', raio: 'Raio de {{km}} km', minutos: '{{n}} min',
    testar: 'Testar um endereço', testarAjuda: 'Informe o bairro (e, se souber, as coordenadas) para ver a área e a taxa.',
    resultado: 'Área: {{area}} — taxa {{taxa}}, pedido mínimo {{minimo}}, tempo {{tempo}}',
    excluirArea: 'Excluir área?', excluirAreaTexto: 'A área deixará de ser usada para calcular taxas.',
    excluirCidade: 'Excluir cidade?', excluirCidadeTexto: 'Áreas ligadas a ela passam a valer para qualquer cidade.',
    salva: 'Salvo',
    entregadores: 'Entregadores', novoEntregador: 'Novo entregador', editarEntregador: 'Editar entregador', telefone: 'Telefone',
    veiculo: 'Veículo', placa: 'Placa', observacoes: 'Observações', ativoEntregador: 'Ativo', recebeDiaria: 'Recebe diária',
    valorDiaria: 'Valor da diária (R$)', diaria: 'Diária', excluirEntregador: 'Excluir entregador?', excluirEntregadorTexto: 'O entregador será excluído.',
    sim: 'Sim', nao: 'Não',
  },
  endereco: { bairro: 'Bairro', cidade: 'Cidade', latitude: 'Latitude', longitude: 'Longitude' },
};

const en: Traducao<typeof pt> = {
  entrega: {
    cidades: 'Served cities', novaCidade: 'Add city', cidade: 'City', estado: 'State', areas: 'Delivery areas', novaArea: 'New area', editarArea: 'Edit area',
    nome: 'Name', ativo: 'Active', bairros: 'Neighbourhoods (comma-separated)', raioKm: 'Radius (km)', latitude: 'Store latitude', longitude: 'Store longitude',
    taxaEntrega: 'Delivery fee (R$)', tempoEstimado: 'Estimated time (min)', pedidoMinimo: 'Minimum order (R$)', cobertura: 'Coverage', qualquerCidade: 'Any city', minutos: '{{n}} min',
    raio: '{{km}} km radius', testar: 'Test an address', testarAjuda: 'Type the neighbourhood (and coordinates if known) to see the area and fee.',
    resultado: 'Area: {{area}} — fee {{taxa}}, minimum {{minimo}}, time {{tempo}}', excluirArea: 'Delete area?', excluirAreaTexto: 'The area will no longer set fees.',
    excluirCidade: 'Delete city?', excluirCidadeTexto: 'Areas tied to it will apply to any city.', salva: 'Saved', entregadores: 'Couriers', novoEntregador: 'New courier',
    editarEntregador: 'Edit courier', telefone: 'Phone', veiculo: 'Vehicle', placa: 'Plate', observacoes: 'Notes', ativoEntregador: 'Active',
    recebeDiaria: 'Paid per day', valorDiaria: 'Daily pay (R$)', diaria: 'Daily pay', excluirEntregador: 'Delete courier?', excluirEntregadorTexto: 'The courier will be deleted.',
    sim: 'Yes', nao: 'No',
  },
  endereco: { bairro: 'Neighbourhood', cidade: 'City', latitude: 'Latitude', longitude: 'Longitude' },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useEntregaT() {
  return useTranslation(NS);
}
