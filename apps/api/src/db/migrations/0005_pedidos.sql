-- Orders, their items and payments, per-business counters (order number + board version),
-- status history, and idempotency keys. Tenancy as in 0001 (composite FKs, RLS policy `tenant`).

-- One row per business: the last order number handed out and the board version. Both are bumped inside the
-- order's transaction (row lock), so numbers are gap-free per business and the version changes with every
-- visible change to the board (ETag for the 5 s poll: an unchanged board answers 304 without a query).
CREATE TABLE pedido_contadores (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  ultimo_numero integer NOT NULL DEFAULT 0,
  versao bigint NOT NULL DEFAULT 0
);

CREATE TABLE pedidos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  numero_pedido integer NOT NULL,
  -- unguessable id for public tracking (never the sequential id)
  codigo text NOT NULL UNIQUE,
  tipo text NOT NULL CHECK (tipo IN ('delivery', 'retirada', 'local')),
  canal text NOT NULL,
  status text NOT NULL CHECK (status IN ('pendente', 'preparacao', 'pronto', 'em_entrega', 'concluido', 'cancelado')),
  cliente_id bigint,
  -- snapshots: the order keeps what was true when it was placed
  nome_cliente text,
  telefone text,
  endereco jsonb,
  endereco_id bigint,
  bairro text,
  entregador_id bigint,
  cupom_id bigint,
  cupom_codigo text,
  subtotal_itens_centavos integer NOT NULL CHECK (subtotal_itens_centavos >= 0),
  taxa_entrega_centavos integer NOT NULL DEFAULT 0 CHECK (taxa_entrega_centavos >= 0),
  desconto_centavos integer NOT NULL DEFAULT 0 CHECK (desconto_centavos >= 0),
  total_centavos integer NOT NULL CHECK (total_centavos >= 0),
  troco_centavos integer NOT NULL DEFAULT 0 CHECK (troco_centavos >= 0),
  -- payment kinds present, for the history's payment filter without a join
  pagamento_tipos text[] NOT NULL DEFAULT '{}',
  previsao_entrega timestamptz,
  observacao text,
  observacao_interna text,
  motivo_cancelamento text,
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  status_em timestamptz NOT NULL DEFAULT now(),
  visto_em timestamptz,
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, numero_pedido),
  CHECK (total_centavos = subtotal_itens_centavos + taxa_entrega_centavos - desconto_centavos),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE SET NULL (cliente_id),
  FOREIGN KEY (empresa_id, endereco_id) REFERENCES enderecos (empresa_id, id) ON DELETE SET NULL (endereco_id),
  FOREIGN KEY (empresa_id, entregador_id) REFERENCES entregadores (empresa_id, id) ON DELETE SET NULL (entregador_id),
  FOREIGN KEY (empresa_id, cupom_id) REFERENCES cupons (empresa_id, id) ON DELETE SET NULL (cupom_id)
);
-- board (last 24 h) and history (date range, newest first): every tenant query starts with empresa_id.
-- INCLUDE makes the history's filters, count and page choice index-only: one business's orders are spread over
-- the whole table (businesses interleave in time), so reading the heap for them costs ~1 page per order
-- (bench/pedidos.ts: count 133–242 ms → 20 ms on 1M orders).
CREATE INDEX pedidos_empresa_criado_idx ON pedidos (empresa_id, criado_em DESC, id DESC) INCLUDE (status, tipo, canal, total_centavos);
CREATE INDEX pedidos_empresa_cliente_idx ON pedidos (empresa_id, cliente_id, criado_em DESC);
CREATE INDEX pedidos_empresa_telefone_idx ON pedidos (empresa_id, telefone);
CREATE INDEX pedidos_empresa_entregador_idx ON pedidos (empresa_id, entregador_id, criado_em DESC) WHERE entregador_id IS NOT NULL;

CREATE TABLE pedido_itens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  pedido_id bigint NOT NULL,
  produto_id bigint,
  ordem integer NOT NULL DEFAULT 0,
  nome text NOT NULL,
  tamanho text,
  quantidade integer NOT NULL CHECK (quantidade BETWEEN 1 AND 999),
  preco_unitario_centavos integer NOT NULL CHECK (preco_unitario_centavos >= 0),
  borda text,
  sabores jsonb NOT NULL DEFAULT '[]'::jsonb,
  complementos jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- the choices as sent (opção ids), so a later report can count options
  escolhas jsonb NOT NULL DEFAULT '[]'::jsonb,
  observacao text,
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, pedido_id) REFERENCES pedidos (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, produto_id) REFERENCES produtos (empresa_id, id) ON DELETE SET NULL (produto_id)
);
CREATE INDEX pedido_itens_pedido_idx ON pedido_itens (empresa_id, pedido_id);

CREATE TABLE pedido_pagamentos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  pedido_id bigint NOT NULL,
  forma_pagamento_id bigint,
  forma_pagamento_padrao_id bigint REFERENCES formas_pagamento_padrao(id) ON DELETE SET NULL,
  -- snapshot of the method: its name (spec `tipo`) and kind (dinheiro, pix, …)
  tipo text NOT NULL,
  forma_tipo text NOT NULL,
  valor_centavos integer NOT NULL CHECK (valor_centavos > 0),
  troco_para_centavos integer CHECK (troco_para_centavos >= valor_centavos),
  observacao text,
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, pedido_id) REFERENCES pedidos (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, forma_pagamento_id) REFERENCES formas_pagamento (empresa_id, id) ON DELETE SET NULL (forma_pagamento_id)
);
CREATE INDEX pedido_pagamentos_pedido_idx ON pedido_pagamentos (empresa_id, pedido_id);

CREATE TABLE pedido_historico (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  pedido_id bigint NOT NULL,
  status text NOT NULL,
  usuario_id bigint,
  em timestamptz NOT NULL DEFAULT now(),
  motivo text,
  FOREIGN KEY (empresa_id, pedido_id) REFERENCES pedidos (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX pedido_historico_pedido_idx ON pedido_historico (empresa_id, pedido_id);

-- Idempotency-Key: scoped per business and route; the stored answer is replayed.
CREATE TABLE idempotencia (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  rota text NOT NULL,
  chave text NOT NULL,
  impressao text NOT NULL,
  status_code integer NOT NULL,
  resposta jsonb NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, rota, chave)
);
CREATE INDEX idempotencia_criado_idx ON idempotencia (criado_em);

ALTER TABLE pedido_contadores ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON pedido_contadores USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE pedidos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON pedidos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE pedido_itens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON pedido_itens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE pedido_pagamentos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON pedido_pagamentos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE pedido_historico ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON pedido_historico USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE idempotencia ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON idempotencia USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
