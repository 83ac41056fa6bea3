-- Couriers' pay (D-290): each courier's deliveries per local day (month) — a delivery being an order of type
-- delivery with the courier set that left the shop, dated by the order's local day — and their delivery fees, so
-- a year's statement reads a few hundred rows instead of every delivery. Written by the same per-day rewrite as
-- 0015's sales (`reescreverDias`) from the same SQL the raw report reads; the months from their days, with the
-- days worked of the month (`dias`: the days with a delivery), so the days worked of a period add up.
CREATE TABLE relatorio_entregadores_diarios (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  -- not a foreign key: a cache row may outlive its courier until the day is rewritten; the reports join couriers
  entregador_id bigint NOT NULL,
  entregas integer NOT NULL DEFAULT 0,
  taxas_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, dia, entregador_id)
);
-- one courier's statement reads his days alone
CREATE INDEX relatorio_entregadores_diarios_entregador_idx ON relatorio_entregadores_diarios (empresa_id, entregador_id, dia);
ALTER TABLE relatorio_entregadores_diarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_entregadores_diarios USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

CREATE TABLE relatorio_entregadores_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  entregador_id bigint NOT NULL,
  entregas integer NOT NULL DEFAULT 0,
  taxas_centavos bigint NOT NULL DEFAULT 0,
  dias integer NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, entregador_id)
);
ALTER TABLE relatorio_entregadores_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_entregadores_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- A database with sales already: every local day with a row in the sales rollup is marked pending (as 0019 did),
-- so the business's next report rewrites it with these tables and the couriers' figures are exact from then on.
INSERT INTO relatorio_dias_pendentes (empresa_id, dia)
SELECT DISTINCT empresa_id, dia FROM relatorio_vendas_diarias
ON CONFLICT (empresa_id, dia) DO NOTHING;
