-- Reports: the customers' reports (D-300) read per customer from a rollup instead of every raw order and tab of
-- the period plus a probe of each customer's history. A cache like 0015's, rewritten by the same per-day rewrite
-- (`reescreverDias`) from the same raw rows the report read: per local day (month) and customer, the sales and
-- their net cents; per day also the first and last sale's instant, so each customer's first and last sale ever
-- (`relatorio_clientes_extremos`) are recomputed exactly from the days whenever one of their days is rewritten.
-- The customer is a foreign key with ON DELETE CASCADE: deleting a customer sets its orders' and tabs' customer to
-- NULL (0005, 0009) without marking their days, and the raw reading then no longer counts them for anyone; the
-- cascade removes the customer's rollup rows in the same statement, so both readings stay equal.
CREATE TABLE relatorio_clientes_diarios (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  cliente_id bigint NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  liquido_centavos bigint NOT NULL DEFAULT 0,
  primeira_em timestamptz NOT NULL,
  ultima_em timestamptz NOT NULL,
  PRIMARY KEY (empresa_id, dia, cliente_id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE CASCADE
);
-- a customer's days (their first and last sale; the cascade of a deleted customer)
CREATE INDEX relatorio_clientes_diarios_cliente_idx ON relatorio_clientes_diarios (empresa_id, cliente_id, dia);
ALTER TABLE relatorio_clientes_diarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_clientes_diarios USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

CREATE TABLE relatorio_clientes_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  -- first day of the local month in the business's timezone
  mes date NOT NULL,
  cliente_id bigint NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  liquido_centavos bigint NOT NULL DEFAULT 0,
  -- the customer's last local day with a sale in the month (the recency of a period ending after it)
  ultimo_dia date NOT NULL,
  PRIMARY KEY (empresa_id, mes, cliente_id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX relatorio_clientes_mensais_cliente_idx ON relatorio_clientes_mensais (empresa_id, cliente_id);
ALTER TABLE relatorio_clientes_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_clientes_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- Per customer with a sale: the local day of the first sale (new vs returning, inactive) and the instants of the
-- first and last sale ever (the customers' table).
CREATE TABLE relatorio_clientes_extremos (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  cliente_id bigint NOT NULL,
  primeiro_dia date NOT NULL,
  primeira_em timestamptz NOT NULL,
  ultima_em timestamptz NOT NULL,
  PRIMARY KEY (empresa_id, cliente_id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE CASCADE
);
ALTER TABLE relatorio_clientes_extremos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_clientes_extremos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- A database that already has sales: every local day with a daily sales row is marked pending (as 0019 did), so
-- the business's next report rewrites them all and these tables are complete from that first read on.
INSERT INTO relatorio_dias_pendentes (empresa_id, dia)
SELECT DISTINCT empresa_id, dia FROM relatorio_vendas_diarias
ON CONFLICT (empresa_id, dia) DO NOTHING;
