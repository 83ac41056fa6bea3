import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import type { Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { linhasDeB } from './comum.ts';

// WhatsApp: a failed message of B in the outbox (written directly: this fixture has no gateway, so B cannot
// queue one through the API). The instance routes take no id: the business is the caller's, always.
const B = { mensagem: 0 };
let f: Fixture;

export const whatsapp: ModuloTenancy = {
  nome: 'whatsapp',
  async semear(fx) {
    f = fx;
    const [r] = await queryRows<{ id: number }>(
      f.database.db,
      sql`INSERT INTO whatsapp_mensagens (empresa_id, origem, telefone, texto, status, ultimo_erro)
      VALUES (${f.B.id}, 'teste', '+5541912345678', 'CANARY-B', 'falhou', 'teste') RETURNING id`,
    );
    B.mensagem = Number(r!.id);
  },
  retrato: (fx) => linhasDeB(fx, ['whatsapp_mensagens']),
  listas: ['/api/whatsapp/mensagens?per_page=100'],
  matriz: {
    'PUT /api/whatsapp/avisos/{status}': {
      celulas: [],
      isencoes: [
        {
          slots: ['status'],
          motivo: 'um status de pedido (texto fixo), não um id: o aviso é sempre o da empresa de quem chama',
        },
      ],
    },
    'POST /api/whatsapp/webhook/{instancia}': {
      celulas: [],
      isencoes: [
        {
          slots: ['instancia'],
          motivo:
            'sem sessão: o nome aleatório da instância e o segredo dela decidem (401 para segredo errado, em whatsapp.test.ts)',
        },
      ],
    },
    'POST /api/whatsapp/mensagens/{id}/reenviar': {
      celulas: [{ slots: ['id'], url: () => `/api/whatsapp/mensagens/${B.mensagem}/reenviar` }],
    },
  },
};
