// Strings of the printing settings (settings/print). The spec's printing messages and the shell's warning live in the
// app's strings (impressao.*), because the order screens print too.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'impressao';

const pt = {
  p: {
    conexao: 'Este computador',
    conexaoTexto:
      'O QZ Tray é o programa que imprime direto na impressora térmica. Instale-o neste computador (qz.io) e deixe-o aberto.',
    conectar: 'Conectar ao QZ Tray',
    reconectar: 'Procurar impressoras de novo',
    conectado: 'Conectado ao QZ Tray',
    desconectado: 'Não conectado',
    impressora: 'Impressora',
    testar: 'Imprimir página de teste',
    testeEnviado: 'Página de teste enviada',
    automaticaAqui: 'Este computador imprime automaticamente os pedidos do site',
    automaticaAquiTexto: 'Ligue em um computador do balcão. Se houver mais de um, cada pedido sai em um só deles.',
    configuracao: 'Impressão da empresa',
    papel: 'Papel',
    papeis: { '80': '80 mm (42 colunas)', '58': '58 mm (32 colunas)' },
    codepage: 'Página de código',
    codepages: {
      cp860: 'CP860 — português (padrão)',
      cp850: 'CP850 — multilíngue',
      sem_acentos: 'Sem acentos',
    },
    codepageTexto: 'Se os acentos saírem errados na página de teste, troque para CP850 ou sem acentos.',
    copias: 'Vias por documento',
    copiasRecibo: 'Recibo de delivery',
    copiasCozinha: 'Comanda da cozinha',
    copiasPreconta: 'Pré-conta',
    automatica: 'Imprimir automaticamente os pedidos do site (em preparo)',
    somenteGerente: 'Só quem gerencia as configurações pode alterar estes dados.',
    previa: 'Prévia',
    previaTexto: 'Exatamente as linhas que a impressora recebe, com um pedido de exemplo.',
    documento: 'Documento',
    documentos: {
      recibo: 'Recibo de delivery',
      cozinha: 'Comanda da cozinha',
      preconta: 'Pré-conta',
      teste: 'Página de teste',
    },
    colunas: '{{n}} colunas',
    certificado: 'Impressão silenciosa (certificado)',
    certificadoTexto:
      'Com o certificado da empresa instalado no QZ Tray, ele imprime sem perguntar "permitir este site?" a cada pedido.',
    semCertificado: 'Nenhum certificado configurado: o QZ Tray vai pedir permissão a cada impressão.',
    assunto: 'Certificado',
    validoAte: 'Válido até',
    digital: 'Impressão digital (SHA-256)',
    origens: { gerado: 'Gerado aqui', enviado: 'Enviado pela empresa' },
    gerar: 'Gerar certificado',
    gerarPergunta: 'Gerar um novo certificado? Os computadores com o certificado atual precisarão instalar o novo.',
    gerado: 'Certificado gerado',
    baixar: 'Baixar certificado (override.crt)',
    enviar: 'Enviar certificado próprio',
    enviarTitulo: 'Enviar certificado e chave privada',
    enviarTexto:
      'Cole ou escolha os arquivos PEM. A chave privada fica guardada cifrada no servidor e nunca é mostrada de novo.',
    campoCertificado: 'Certificado (PEM)',
    campoChave: 'Chave privada (PEM, sem senha)',
    arquivo: 'Escolher arquivo',
    enviado: 'Certificado salvo',
    remover: 'Remover certificado',
    removerPergunta: 'Remover o certificado? O QZ Tray voltará a pedir permissão a cada impressão.',
    instrucoes: 'Como instalar no QZ Tray',
    passo1: 'Baixe o certificado (override.crt).',
    passo2: 'Copie o arquivo para a pasta de instalação do QZ Tray (no Windows, C:\\Program Files\\QZ Tray).',
    passo3: 'Feche e abra o QZ Tray. Repita em cada computador que imprime.',
  },
};

const en: Traducao<typeof pt> = {
  p: {
    conexao: 'This computer',
    conexaoTexto:
      'QZ Tray prints straight to the thermal printer. Install it on this computer (qz.io) and keep it open.',
    conectar: 'Connect to QZ Tray',
    reconectar: 'Look for printers again',
    conectado: 'Connected to QZ Tray',
    desconectado: 'Not connected',
    impressora: 'Printer',
    testar: 'Print a test page',
    testeEnviado: 'Test page sent',
    automaticaAqui: 'This computer prints site orders automatically',
    automaticaAquiTexto: 'Turn it on at a counter computer. With several, each order prints on only one of them.',
    configuracao: 'Business printing',
    papel: 'Paper',
    papeis: { '80': '80 mm (42 columns)', '58': '58 mm (32 columns)' },
    codepage: 'Code page',
    codepages: { cp860: 'CP860 — Portuguese (default)', cp850: 'CP850 — multilingual', sem_acentos: 'No accents' },
    codepageTexto: 'If accents print wrong on the test page, switch to CP850 or no accents.',
    copias: 'Copies per document',
    copiasRecibo: 'Delivery receipt',
    copiasCozinha: 'Kitchen ticket',
    copiasPreconta: 'Pre-bill',
    automatica: 'Print site orders automatically (in preparation)',
    somenteGerente: 'Only settings managers can change these.',
    previa: 'Preview',
    previaTexto: 'Exactly the lines the printer gets, with a sample order.',
    documento: 'Document',
    documentos: { recibo: 'Delivery receipt', cozinha: 'Kitchen ticket', preconta: 'Pre-bill', teste: 'Test page' },
    colunas: '{{n}} columns',
    certificado: 'Silent printing (certificate)',
    certificadoTexto:
      'With the business certificate installed in QZ Tray, it prints without asking "allow this site?".',
    semCertificado: 'No certificate: QZ Tray will ask for permission on every print.',
    assunto: 'Certificate',
    validoAte: 'Valid until',
    digital: 'Fingerprint (SHA-256)',
    origens: { gerado: 'Generated here', enviado: 'Uploaded by the business' },
    gerar: 'Generate certificate',
    gerarPergunta: 'Generate a new certificate? Computers with the current one will need to install the new one.',
    gerado: 'Certificate generated',
    baixar: 'Download certificate (override.crt)',
    enviar: 'Upload own certificate',
    enviarTitulo: 'Upload certificate and private key',
    enviarTexto:
      'Paste or choose the PEM files. The private key is kept encrypted on the server and never shown again.',
    campoCertificado: 'Certificate (PEM)',
    campoChave: 'Private key (PEM, no passphrase)',
    arquivo: 'Choose file',
    enviado: 'Certificate saved',
    remover: 'Remove certificate',
    removerPergunta: 'Remove the certificate? QZ Tray will ask for permission on every print again.',
    instrucoes: 'How to install it in QZ Tray',
    passo1: 'Download the certificate (override.crt).',
    passo2: 'Copy the file to the QZ Tray install folder (on Windows, C:\\Program Files\\QZ Tray).',
    passo3: 'Close and open QZ Tray. Repeat on every computer that prints.',
  },
};

registrarTraducoes(NS, pt, en);

export function useImpressaoT() {
  return useTranslation(NS);
}
