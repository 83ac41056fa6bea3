-- Reports: the daily sales rollup (exact sums per business, local day, sale type and channel) that the period
-- reports read instead of every order of a year. It is a cache of the raw rows, never a source: the reports module
-- rewrites a day's rows from the raw orders and tabs in the transaction that changes one of them (an order created
-- or changing status, a tab changing status), and `reconstruir` rewrites any range. Tenancy as in 0001 (RLS).
CREATE TABLE relatorio_vendas_diarias (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  -- local date in the business's timezone
  dia date NOT NULL,
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
  PRIMARY KEY (empresa_id, dia, tipo, canal)
);

-- A year of a busy business is ~9k rollup rows (365 days × type × channel): with every summed column in the index,
-- the period questions read the index alone (index-only scan once vacuum has marked the old days all-visible).
CREATE INDEX relatorio_vendas_diarias_periodo_idx ON relatorio_vendas_diarias (empresa_id, dia)
  INCLUDE (tipo, canal, pedidos, itens_centavos, acrescimos_centavos, taxa_entrega_centavos, descontos_centavos,
    taxa_servico_centavos, cancelados, cancelados_centavos);

ALTER TABLE relatorio_vendas_diarias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_vendas_diarias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- The same per day for the products sold (the catalogue reports and the ABC curve): quantity and revenue of each
-- product in the sales of a local day, type and channel. `chave` is the product id, or `nome:<name>` for an item
-- whose product was deleted before the sale was summed (grouped by the name the sale kept).
CREATE TABLE relatorio_produtos_diarios (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  chave text NOT NULL,
  produto_id bigint,
  nome text NOT NULL,
  quantidade bigint NOT NULL DEFAULT 0,
  faturamento_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, dia, tipo, canal, chave)
);
ALTER TABLE relatorio_produtos_diarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_produtos_diarios USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- Tabs by the day they were opened (the reports date a tab by aberta_em): the period reports and the day rewrite
-- find a business's tabs of a day without reading all its tabs.
CREATE INDEX comandas_empresa_aberta_idx ON comandas (empresa_id, aberta_em);
-- Carts by creation (the funnel counts the carts created in a period).
CREATE INDEX carrinhos_empresa_criado_idx ON carrinhos (empresa_id, criado_em);
-- The superadmin's all-businesses summary reads a date range across every business (a platform query, not a
-- tenant one, hence not led by empresa_id).
CREATE INDEX relatorio_vendas_diarias_dia_idx ON relatorio_vendas_diarias (dia);
