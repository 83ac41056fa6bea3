-- The public menu's funnel data: visits, carts and the checkout steps each cart reached. Written by the customer
-- side (public menu and carts); read by the reports ("Funil de vendas", abandoned carts). Tenancy as in 0001
-- (composite FKs, RLS policy `tenant`). Created before either side so both build on the same columns.

-- A cart. `session` is the browser's random session id (the spec's `session`); `itens` the spec's JSON list as the
-- public menu sends it (the server recomputes prices from the catalogue, so nothing here is trusted as a price);
-- `step_atual` the checkout step, blank on a new cart (the spec). `subtotal_centavos` is the server's own sum of
-- `itens`, kept so the abandoned-carts report need not re-price. A cart becomes an order once: `pedido_id`.
CREATE TABLE carrinhos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  -- the address by which a browser reads its cart: unguessable (ids are sequential); looked up within the
  -- business the public menu names, so it needs no global index
  codigo text NOT NULL CHECK (codigo ~ '^[A-Za-z0-9_-]{16,64}$'),
  session text NOT NULL CHECK (length(session) BETWEEN 8 AND 100),
  cliente_id bigint,
  nome text CHECK (length(nome) <= 120),
  telefone text CHECK (telefone ~ '^\+55[1-9]{2}[0-9]{8,9}$'),
  itens jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(itens) = 'array'),
  step_atual text NOT NULL DEFAULT '' CHECK (step_atual IN ('', 'carrinho', 'identificacao', 'entrega', 'pagamento', 'confirmado')),
  subtotal_centavos integer NOT NULL DEFAULT 0 CHECK (subtotal_centavos >= 0),
  qtde_itens integer NOT NULL DEFAULT 0 CHECK (qtde_itens >= 0),
  pedido_id bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, codigo),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE SET NULL (cliente_id),
  FOREIGN KEY (empresa_id, pedido_id) REFERENCES pedidos (empresa_id, id) ON DELETE SET NULL (pedido_id)
);
-- a session has at most one open cart (GET /carrinhos/sessao/{id} reads it)
CREATE UNIQUE INDEX carrinhos_sessao_aberto_uq ON carrinhos (empresa_id, session) WHERE pedido_id IS NULL;
-- reports by period (funnel, abandoned carts)
CREATE INDEX carrinhos_empresa_atualizado_idx ON carrinhos (empresa_id, atualizado_em DESC, id DESC);

-- Every step a cart reached, once per step: the funnel counts carts per step from here, so a customer who goes
-- back and forth is counted once per step.
CREATE TABLE carrinho_etapas (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  carrinho_id bigint NOT NULL,
  etapa text NOT NULL CHECK (etapa IN ('carrinho', 'identificacao', 'entrega', 'pagamento', 'confirmado')),
  em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, carrinho_id, etapa),
  FOREIGN KEY (empresa_id, carrinho_id) REFERENCES carrinhos (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX carrinho_etapas_periodo_idx ON carrinho_etapas (empresa_id, em);

-- Visits to the public menu: one row per browser session and day (in the business's timezone), so reloads are
-- not visitors. `cliente_id` when the visitor was logged in.
CREATE TABLE visitas_cardapio (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  session text NOT NULL CHECK (length(session) BETWEEN 8 AND 100),
  dia date NOT NULL,
  cliente_id bigint,
  origem text CHECK (length(origem) <= 200),
  dispositivo text CHECK (dispositivo IN ('celular', 'tablet', 'computador')),
  primeira_em timestamptz NOT NULL DEFAULT now(),
  ultima_em timestamptz NOT NULL DEFAULT now(),
  paginas integer NOT NULL DEFAULT 1 CHECK (paginas >= 1),
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, session, dia),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE SET NULL (cliente_id)
);
CREATE INDEX visitas_cardapio_dia_idx ON visitas_cardapio (empresa_id, dia);

ALTER TABLE carrinhos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON carrinhos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE carrinho_etapas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON carrinho_etapas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE visitas_cardapio ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON visitas_cardapio USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
