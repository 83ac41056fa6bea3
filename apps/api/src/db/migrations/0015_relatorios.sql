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

ALTER TABLE relatorio_vendas_diarias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_vendas_diarias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- Tabs by the day they were opened (the reports date a tab by aberta_em): the period reports and the day rewrite
-- find a business's tabs of a day without reading all its tabs.
CREATE INDEX comandas_empresa_aberta_idx ON comandas (empresa_id, aberta_em);
-- Carts by creation (the funnel counts the carts created in a period).
CREATE INDEX carrinhos_empresa_criado_idx ON carrinhos (empresa_id, criado_em);
-- The superadmin's all-businesses summary reads a date range across every business (a platform query, not a
-- tenant one, hence not led by empresa_id).
CREATE INDEX relatorio_vendas_diarias_dia_idx ON relatorio_vendas_diarias (dia);
