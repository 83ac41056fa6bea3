// Strings of the superadmin's business register.
// Registered as the i18next namespace `cadastros` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'cadastros';

const pt = {
  cadastros: {
    novaEmpresa: 'Nova empresa',
    nome: 'Nome',
    cidade: 'Cidade',
    uf: 'Estado (UF)',
    cor: 'Cor do menu',
    editarEmpresa: 'Editar empresa',
    empresa: 'Empresa',
    local: 'Cidade/UF',
    gerenteNome: 'Nome do gerente',
    gerenteEmail: 'E-mail do gerente',
    gerenteSenha: 'Senha inicial do gerente',
    excluirEmpresaPergunta: 'Excluir a empresa "{{nome}}" e todos os seus dados? Esta ação não pode ser desfeita.',
  },
};

const en: Traducao<typeof pt> = {
  cadastros: {
    novaEmpresa: 'New business',
    nome: 'Name',
    cidade: 'City',
    uf: 'State',
    cor: 'Menu colour',
    editarEmpresa: 'Edit business',
    empresa: 'Business',
    local: 'City/State',
    gerenteNome: 'Manager name',
    gerenteEmail: 'Manager e-mail',
    gerenteSenha: 'Manager initial password',
    excluirEmpresaPergunta: 'Delete the business "{{nome}}" and all its data? This cannot be undone.',
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useCadastrosT() {
  return useTranslation(NS);
}
