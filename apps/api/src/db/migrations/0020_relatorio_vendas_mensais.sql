-- Reports: the daily sales rollup summed per local month (D-270), so a year of the superadmin's all-businesses
-- summary reads ~12 rows per business instead of every business's daily rows. A cache like 0015's: a month is
-- rewritten whole from its daily rows (`reescreverMeses`, under the month lock) whenever one of its days is.
CREATE TABLE relatorio_vendas_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  -- first day of the local month in the business's timezone
  mes date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  itens_centavos bigint NOT NULL DEFAULT 0,
  acrescimos_centavos bigint NOT NULL DEFAULT 0,
  taxa_entrega_centavos bigint NOT NULL DEFAULT 0,
  descontos_centavos bigint NOT NULL DEFAULT 0,
  taxa_servico_centavos bigint NOT NULL DEFAULT 0,
  cancelados integer NOT NULL DEFAULT 0,
  cancelados_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, tipo, canal)
);
-- the all-businesses summary selects whole months of every business
CREATE INDEX relatorio_vendas_mensais_mes_idx ON relatorio_vendas_mensais (mes);
ALTER TABLE relatorio_vendas_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_vendas_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- The months of the daily rows already written (a month is the sum of its days, the rollup's own invariant).
INSERT INTO relatorio_vendas_mensais (empresa_id, mes, tipo, canal, pedidos, itens_centavos, acrescimos_centavos,
  taxa_entrega_centavos, descontos_centavos, taxa_servico_centavos, cancelados, cancelados_centavos)
SELECT empresa_id, date_trunc('month', dia)::date, tipo, canal, sum(pedidos), sum(itens_centavos),
  sum(acrescimos_centavos), sum(taxa_entrega_centavos), sum(descontos_centavos), sum(taxa_servico_centavos),
  sum(cancelados), sum(cancelados_centavos)
FROM relatorio_vendas_diarias GROUP BY 1, 2, 3, 4;

-- Payment methods (D-272): what each method paid of the sales per local day (month), type, channel and method
-- (its name and kind as the payment kept them), the sales it paid counted once per method. Written by the same
-- per-day rewrite from the same raw payments the report read; the months from their days. Filled by a rebuild.
CREATE TABLE relatorio_formas_diarias (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  forma text NOT NULL,
  forma_tipo text NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  valor_centavos bigint NOT NULL DEFAULT 0,
  taxa_servico_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, dia, tipo, canal, forma, forma_tipo)
);
ALTER TABLE relatorio_formas_diarias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_formas_diarias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

CREATE TABLE relatorio_formas_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  forma text NOT NULL,
  forma_tipo text NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  valor_centavos bigint NOT NULL DEFAULT 0,
  taxa_servico_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, tipo, canal, forma, forma_tipo)
);
ALTER TABLE relatorio_formas_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_formas_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- Neighbourhoods (D-273): delivery sales per local day (month), channel, neighbourhood key (lower, trimmed) and
-- spelling (trimmed; com_grafia false for an order without a neighbourhood), so the report can show the period's
-- most frequent spelling after summing. Written by the same per-day rewrite; filled by a rebuild.
CREATE TABLE relatorio_bairros_diarios (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  canal text NOT NULL,
  chave text NOT NULL,
  grafia text NOT NULL,
  com_grafia boolean NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  liquido_centavos bigint NOT NULL DEFAULT 0,
  taxa_entrega_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, dia, canal, chave, grafia, com_grafia)
);
ALTER TABLE relatorio_bairros_diarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_bairros_diarios USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

CREATE TABLE relatorio_bairros_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  canal text NOT NULL,
  chave text NOT NULL,
  grafia text NOT NULL,
  com_grafia boolean NOT NULL,
  pedidos integer NOT NULL DEFAULT 0,
  liquido_centavos bigint NOT NULL DEFAULT 0,
  taxa_entrega_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, canal, chave, grafia, com_grafia)
);
ALTER TABLE relatorio_bairros_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_bairros_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
