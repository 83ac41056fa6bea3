-- Tables and tabs (mesas e comandas): the dining room's tables, the tabs opened on them, their items, the batches
-- sent to the kitchen, the payments (append-only: a reversal or cancellation changes the status and records who,
-- when and why, never the amounts) and the tab's audit trail. Tenancy as in 0001 (composite FKs, RLS `tenant`).

CREATE TABLE mesas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 30),
  area text NOT NULL DEFAULT 'Salão' CHECK (length(area) BETWEEN 1 AND 40),
  lugares integer NOT NULL DEFAULT 4 CHECK (lugares BETWEEN 1 AND 100),
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE UNIQUE INDEX mesas_nome_uq ON mesas (empresa_id, lower(nome));

CREATE TABLE comandas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mesa_id bigint NOT NULL,
  status text NOT NULL DEFAULT 'aberta' CHECK (status IN ('aberta', 'fechada', 'quitada', 'encerrada', 'cancelada')),
  grupo_nome text,
  pessoas_qtd integer NOT NULL DEFAULT 1 CHECK (pessoas_qtd BETWEEN 1 AND 100),
  garcom_id bigint,
  cliente_id bigint,
  -- percent × 100 (10 % = 1000): exact, no numeric-as-string from the drivers
  taxa_servico_centesimos integer NOT NULL DEFAULT 1000 CHECK (taxa_servico_centesimos BETWEEN 0 AND 3000),
  taxa_servico_default_aplicar boolean NOT NULL DEFAULT true,
  observacao text,
  -- the cents forgiven (or kept) by a validated close within the tolerance; 0 until then
  ajuste_centavos integer NOT NULL DEFAULT 0,
  -- a partial close ends the tab with this balance still owed (recorded, never written off silently)
  saldo_em_aberto_centavos integer NOT NULL DEFAULT 0,
  motivo text,
  -- bumped by every change, under the row lock: the screens' staleness check
  versao integer NOT NULL DEFAULT 1,
  lotes_qtd integer NOT NULL DEFAULT 0,
  preconta_em timestamptz,
  aberta_em timestamptz NOT NULL DEFAULT now(),
  fechada_em timestamptz,
  quitada_em timestamptz,
  encerrada_em timestamptz,
  criado_por bigint,
  mesclada_em bigint,
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, mesa_id) REFERENCES mesas (empresa_id, id),
  FOREIGN KEY (empresa_id, garcom_id) REFERENCES usuarios (empresa_id, id) ON DELETE SET NULL (garcom_id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE SET NULL (cliente_id)
);
-- the board: live tabs per table; the history: ended tabs newest first
CREATE INDEX comandas_vivas_idx ON comandas (empresa_id, mesa_id) WHERE status IN ('aberta', 'fechada', 'quitada');
CREATE INDEX comandas_historico_idx ON comandas (empresa_id, encerrada_em DESC, id DESC) WHERE status IN ('encerrada', 'cancelada');

CREATE TABLE comanda_lotes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  comanda_id bigint NOT NULL,
  numero integer NOT NULL,
  -- the kitchen ticket's content as sent: immutable, so a reprint is the same ticket
  itens jsonb NOT NULL,
  reimpressoes integer NOT NULL DEFAULT 0,
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, comanda_id) REFERENCES comandas (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX comanda_lotes_comanda_idx ON comanda_lotes (empresa_id, comanda_id);

CREATE TABLE comanda_itens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  comanda_id bigint NOT NULL,
  produto_id bigint,
  nome text NOT NULL,
  tamanho text,
  quantidade integer NOT NULL CHECK (quantidade BETWEEN 1 AND 999),
  preco_unitario_centavos integer NOT NULL CHECK (preco_unitario_centavos >= 0),
  borda text,
  sabores jsonb NOT NULL DEFAULT '[]'::jsonb,
  complementos jsonb NOT NULL DEFAULT '[]'::jsonb,
  escolhas jsonb NOT NULL DEFAULT '[]'::jsonb,
  observacao text,
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'enviado', 'cancelado')),
  lote_id bigint,
  motivo_cancelamento text,
  cancelado_por bigint,
  cancelado_em timestamptz,
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, comanda_id) REFERENCES comandas (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, lote_id) REFERENCES comanda_lotes (empresa_id, id),
  FOREIGN KEY (empresa_id, produto_id) REFERENCES produtos (empresa_id, id) ON DELETE SET NULL (produto_id)
);
CREATE INDEX comanda_itens_comanda_idx ON comanda_itens (empresa_id, comanda_id, id);

CREATE TABLE comanda_pagamentos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  comanda_id bigint NOT NULL,
  forma_pagamento_id bigint,
  forma_pagamento_padrao_id bigint REFERENCES formas_pagamento_padrao(id) ON DELETE SET NULL,
  forma_nome text NOT NULL,
  forma_tipo text NOT NULL,
  valor_base_itens_centavos integer NOT NULL CHECK (valor_base_itens_centavos >= 0),
  aplicar_taxa_servico boolean NOT NULL,
  taxa_servico_centavos integer NOT NULL CHECK (taxa_servico_centavos >= 0),
  desconto_centavos integer NOT NULL DEFAULT 0 CHECK (desconto_centavos >= 0),
  acrescimo_centavos integer NOT NULL DEFAULT 0 CHECK (acrescimo_centavos >= 0),
  total_centavos integer NOT NULL CHECK (total_centavos >= 0),
  valor_recebido_centavos integer NOT NULL,
  troco_centavos integer NOT NULL DEFAULT 0 CHECK (troco_centavos >= 0),
  nome_pagador text,
  observacao text,
  status text NOT NULL DEFAULT 'ativo' CHECK (status IN ('ativo', 'estornado', 'cancelado')),
  motivo text,
  anulado_por bigint,
  anulado_em timestamptz,
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  CHECK (total_centavos = valor_base_itens_centavos + taxa_servico_centavos + acrescimo_centavos - desconto_centavos),
  CHECK (valor_recebido_centavos = total_centavos + troco_centavos),
  FOREIGN KEY (empresa_id, comanda_id) REFERENCES comandas (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, forma_pagamento_id) REFERENCES formas_pagamento (empresa_id, id) ON DELETE SET NULL (forma_pagamento_id)
);
CREATE INDEX comanda_pagamentos_comanda_idx ON comanda_pagamentos (empresa_id, comanda_id, id);

-- which items (and how many of each) a payment paid: those units cannot move to another tab or be cancelled
CREATE TABLE comanda_pagamento_itens (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  pagamento_id bigint NOT NULL,
  item_id bigint NOT NULL,
  quantidade integer NOT NULL CHECK (quantidade > 0),
  PRIMARY KEY (empresa_id, pagamento_id, item_id),
  FOREIGN KEY (empresa_id, pagamento_id) REFERENCES comanda_pagamentos (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, item_id) REFERENCES comanda_itens (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX comanda_pagamento_itens_item_idx ON comanda_pagamento_itens (empresa_id, item_id);

-- who did what to a tab and when (reopen, cancel, reversals, moves…): appended, never changed
CREATE TABLE comanda_eventos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  comanda_id bigint NOT NULL,
  tipo text NOT NULL,
  usuario_id bigint,
  dados jsonb NOT NULL DEFAULT '{}'::jsonb,
  em timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (empresa_id, comanda_id) REFERENCES comandas (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX comanda_eventos_comanda_idx ON comanda_eventos (empresa_id, comanda_id, id);

ALTER TABLE mesas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON mesas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE comandas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON comandas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE comanda_lotes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON comanda_lotes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE comanda_itens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON comanda_itens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE comanda_pagamentos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON comanda_pagamentos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE comanda_pagamento_itens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON comanda_pagamento_itens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE comanda_eventos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON comanda_eventos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
