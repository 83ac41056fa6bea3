import { clientes, enderecos, cidadesAtendidas, areasEntrega, entregadores, cupons } from './schema/index.ts';
import type { Tx } from './client.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';

// Demo customers: ~200 customers with addresses across Curitiba, the served cities, 3 delivery areas,
// 3 couriers and 2 coupons. Deterministic (a fixed-seed generator) and bulk-inserted, so it takes milliseconds.

const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Letícia',
  'Matheus',
  'Beatriz',
  'Gustavo',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
  'Araújo',
  'Fernandes',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Ribeiro',
  'Kowalski',
  'Schmidt',
  'Zanetti',
];
// neighbourhood → a street in it and its CEP prefix (illustrative, not a postal reference)
const BAIRROS: [string, string, string][] = [
  ['Centro', 'Rua XV de Novembro', '80020'],
  ['Batel', 'Avenida do Batel', '80420'],
  ['Água Verde', 'Avenida República Argentina', '80240'],
  ['Bigorrilho', 'Rua Padre Anchieta', '80730'],
  ['Portão', 'Avenida Presidente Kennedy', '80610'],
  ['Cabral', 'Rua Bom Jesus', '80035'],
  ['Juvevê', 'Rua Moysés Marcondes', '80030'],
  ['Rebouças', 'Avenida Sete de Setembro', '80230'],
  ['Santa Felicidade', 'Avenida Manoel Ribas', '82020'],
  ['Boqueirão', 'Avenida Marechal Floriano Peixoto', '81650'],
  ['Mercês', 'Rua Desembargador Motta', '80430'],
  ['Hauer', 'Rua Waldemar Kost', '81630'],
];
const ORIGENS = ['portal', 'portal', 'portal', 'balcao', 'telefone', 'whatsapp', 'site'] as const;

/** Park–Miller generator: the same customers on every first start. */
function gerador(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 48271) % 2147483647;
    return s % n;
  };
}

export async function seedClientesDemo(tx: Tx, empresaId: number): Promise<void> {
  const r = gerador(20260310);
  const total = 200;
  const linhas = Array.from({ length: total }, (_, i) => {
    const nome = `${NOMES[r(NOMES.length)]} ${SOBRENOMES[r(SOBRENOMES.length)]}`;
    // unique mobiles in DDD 41: 9 + 8 digits derived from the index
    const telefone = `+55419${String(88000000 + i * 379).padStart(8, '0')}`;
    return {
      empresa_id: empresaId,
      nome,
      nome_busca: normalizarTexto(nome),
      telefone,
      origem_cliente: ORIGENS[r(ORIGENS.length)]!,
    };
  });
  const ids = await tx.insert(clientes).values(linhas).returning({ id: clientes.id });
  const ends: (typeof enderecos.$inferInsert)[] = [];
  ids.forEach(({ id }, i) => {
    const qtd = i % 5 === 0 ? 2 : 1; // every fifth customer also has a work address
    for (let k = 0; k < qtd; k++) {
      const [bairro, rua, cep] = BAIRROS[r(BAIRROS.length)]!;
      ends.push({
        empresa_id: empresaId,
        cliente_id: id,
        rua,
        numero: String(10 + r(2900)),
        bairro,
        cidade: 'Curitiba',
        estado: 'PR',
        cep: `${cep}${String(r(1000)).padStart(3, '0')}`,
        complemento: r(3) === 0 ? `Apto ${1 + r(120)}` : null,
        ponto_referencia: r(4) === 0 ? 'Portão verde' : null,
        nome_identificacao: k === 0 ? 'Casa' : 'Trabalho',
        endereco_padrao: k === 0,
      });
    }
  });
  await tx.insert(enderecos).values(ends);

  const [curitiba] = await tx
    .insert(cidadesAtendidas)
    .values([
      { empresa_id: empresaId, cidade: 'Curitiba', estado: 'PR' },
      { empresa_id: empresaId, cidade: 'São José dos Pinhais', estado: 'PR' },
    ])
    .returning({ id: cidadesAtendidas.id });
  await tx.insert(areasEntrega).values([
    {
      empresa_id: empresaId,
      nome: 'Centro e arredores',
      cidade_atendida_id: curitiba!.id,
      bairros: ['Centro', 'Batel', 'Bigorrilho', 'Mercês', 'Rebouças', 'Juvevê', 'Cabral'],
      taxa_entrega_centavos: 500,
      tempo_estimado: 35,
      pedido_minimo_centavos: 2000,
    },
    {
      empresa_id: empresaId,
      nome: 'Zona Sul',
      cidade_atendida_id: curitiba!.id,
      bairros: ['Água Verde', 'Portão', 'Boqueirão', 'Hauer'],
      taxa_entrega_centavos: 800,
      tempo_estimado: 45,
      pedido_minimo_centavos: 3000,
    },
    // the store (Praça Tiradentes) is the centre of the radius
    {
      empresa_id: empresaId,
      nome: 'Raio de 8 km',
      bairros: [],
      raio_km: 8,
      latitude: -25.4284,
      longitude: -49.2733,
      taxa_entrega_centavos: 1200,
      tempo_estimado: 60,
      pedido_minimo_centavos: 4000,
    },
  ]);
  await tx.insert(entregadores).values([
    {
      empresa_id: empresaId,
      nome: 'Carlos Motoboy',
      telefone: '+5541998760001',
      veiculo: 'Moto',
      placa_veiculo: 'BRA2E19',
      ativo: true,
      recebe_diaria: true,
      valor_diaria_centavos: 5000,
    },
    {
      empresa_id: empresaId,
      nome: 'Fernanda Bike',
      telefone: '+5541998760002',
      veiculo: 'Bicicleta',
      ativo: true,
      recebe_diaria: false,
    },
    {
      empresa_id: empresaId,
      nome: 'Roberto Carro',
      telefone: '+5541998760003',
      veiculo: 'Carro',
      placa_veiculo: 'ABC1234',
      ativo: false,
      recebe_diaria: true,
      valor_diaria_centavos: 1250,
      observacoes: 'Só fins de semana',
    },
  ]);
  await tx.insert(cupons).values([
    {
      empresa_id: empresaId,
      codigo: 'BEMVINDO10',
      descricao: '10% na primeira compra',
      tipo: 'percentual',
      valor_centesimos: 1000,
      pedido_minimo_centavos: 3000,
      limite_por_cliente: 1,
    },
    {
      empresa_id: empresaId,
      codigo: 'FRETEGRATIS',
      descricao: 'Entrega grátis acima de R$ 80',
      tipo: 'frete_gratis',
      valor_centesimos: 0,
      pedido_minimo_centavos: 8000,
    },
  ]);
}
