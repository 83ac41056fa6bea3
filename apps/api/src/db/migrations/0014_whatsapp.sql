-- WhatsApp: the business's instance on the gateway, its order-notice settings, and the outbox of messages.
-- Tenancy as in 0001 (composite FKs, RLS policy `tenant`).

-- One instance per business (the spec). `nome` is the instance's name on the gateway: random, so a business
-- cannot guess or address another's. The gateway's webhook calls carry a per-instance secret, kept here only as
-- its SHA-256.
CREATE TABLE whatsapp_instancias (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL UNIQUE CHECK (nome ~ '^wa-[0-9a-f]{32}$'),
  segredo_hash text NOT NULL CHECK (segredo_hash ~ '^[0-9a-f]{64}$'),
  estado text NOT NULL DEFAULT 'connecting' CHECK (estado IN ('connecting', 'open', 'close', 'refused')),
  numero text CHECK (numero ~ '^\+[1-9][0-9]{7,14}$'),
  nome_perfil text,
  qr_base64 text,
  pairing_code text,
  qr_atualizado_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- The notice of each order status: on/off and its template. A missing row reads as off with the default text.
CREATE TABLE whatsapp_avisos (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pendente', 'preparacao', 'em_entrega', 'pronto', 'concluido', 'cancelado')),
  ativo boolean NOT NULL DEFAULT false,
  modelo text NOT NULL CHECK (length(modelo) BETWEEN 1 AND 1000),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, status)
);

-- The outbox. A notice is written in the order's own transaction; the worker claims due rows with
-- FOR UPDATE SKIP LOCKED, marks them `enviando` until `reservado_ate`, sends, then marks them `enviada` (or back
-- to `pendente` with a later `proxima_em`, or `falhou`). `chave` makes one notice per order and status.
CREATE TABLE whatsapp_mensagens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  origem text NOT NULL CHECK (origem IN ('aviso', 'teste', 'sistema')),
  chave text,
  pedido_id bigint,
  numero_pedido integer,
  pedido_status text,
  telefone text NOT NULL CHECK (telefone ~ '^\+[1-9][0-9]{7,14}$'),
  texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 4096),
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'enviando', 'enviada', 'falhou')),
  tentativas integer NOT NULL DEFAULT 0,
  proxima_em timestamptz NOT NULL DEFAULT now(),
  reservado_ate timestamptz,
  ultimo_erro text,
  id_externo text,
  status_entrega text,
  criado_em timestamptz NOT NULL DEFAULT now(),
  enviada_em timestamptz,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, chave),
  FOREIGN KEY (empresa_id, pedido_id) REFERENCES pedidos (empresa_id, id) ON DELETE SET NULL (pedido_id)
);
-- the log screen, newest first
CREATE INDEX whatsapp_mensagens_log_idx ON whatsapp_mensagens (empresa_id, criado_em DESC, id DESC);
-- delivery receipts from the gateway find their message by its id there
CREATE INDEX whatsapp_mensagens_externo_idx ON whatsapp_mensagens (empresa_id, id_externo) WHERE id_externo IS NOT NULL;
-- the worker's claim (platform code, over every business): only the rows still to do
CREATE INDEX whatsapp_mensagens_fila_idx ON whatsapp_mensagens (proxima_em, id) WHERE status IN ('pendente', 'enviando');

ALTER TABLE whatsapp_instancias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON whatsapp_instancias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE whatsapp_avisos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON whatsapp_avisos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE whatsapp_mensagens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON whatsapp_mensagens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
