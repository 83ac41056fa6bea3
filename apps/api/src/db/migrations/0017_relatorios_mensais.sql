-- Reports: the rollups a year of catalogue questions needs (D-230..D-232). Like 0015's, they are caches of the raw
-- rows, never sources, rewritten whole by the reports module's per-day rewrite (`reescreverDias`).
--
-- relatorio_produtos_mensais: the daily product rollup summed per local month (first day of the month in `mes`).
-- A period reads the whole months inside it here and the days at its edges from relatorio_produtos_diarios. A month
-- is rewritten from its daily rows whenever one of its days is. `nome` is in the key because the daily rows of a
-- product deleted since are grouped by the name each sale kept.
CREATE TABLE relatorio_produtos_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  chave text NOT NULL,
  produto_id bigint,
  nome text NOT NULL,
  quantidade bigint NOT NULL DEFAULT 0,
  faturamento_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, tipo, canal, chave, nome)
);
ALTER TABLE relatorio_produtos_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_produtos_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- The options chosen in the sales (the options report, D-126): units per local day, type, channel, product,
-- option and complement. Revenue is not kept: the report values units at the option's current price, read at
-- query time. 0 stands for "none" in produto_id (an item without product) and complemento_id (an old choice
-- without complement), ids starting at 1; the option id is kept even if the option is deleted later (the read
-- leaves out what no longer exists, as the raw query does).
CREATE TABLE relatorio_opcoes_diarias (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  produto_id bigint NOT NULL,
  complemento_id bigint NOT NULL,
  opcao_id bigint NOT NULL,
  unidades bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, dia, tipo, canal, produto_id, complemento_id, opcao_id)
);
ALTER TABLE relatorio_opcoes_diarias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_opcoes_diarias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- The same per local month (whole months of a period), rewritten from the daily rows as the products' one.
CREATE TABLE relatorio_opcoes_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  produto_id bigint NOT NULL,
  complemento_id bigint NOT NULL,
  opcao_id bigint NOT NULL,
  unidades bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, tipo, canal, produto_id, complemento_id, opcao_id)
);
ALTER TABLE relatorio_opcoes_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_opcoes_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
