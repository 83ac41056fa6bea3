-- Cancelled sales per reason (D-350): per local day (month), sale type, channel and reason (trimmed; '' for none)
-- the cancelled orders and tabs and their value in cents, so /relatorios/vendas/cancelados splits a year by reason
-- from a few hundred rows instead of grouping every cancelled order of the year. Written by the same per-day
-- rewrite as 0015's sales (`reescreverDias`) from the same SQL the raw split reads; the months from their days.
CREATE TABLE relatorio_cancelados_diarios (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  motivo text NOT NULL,
  quantidade integer NOT NULL DEFAULT 0,
  valor_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, dia, tipo, canal, motivo)
);
ALTER TABLE relatorio_cancelados_diarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_cancelados_diarios USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

CREATE TABLE relatorio_cancelados_mensais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  tipo text NOT NULL,
  canal text NOT NULL,
  motivo text NOT NULL,
  quantidade integer NOT NULL DEFAULT 0,
  valor_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, tipo, canal, motivo)
);
ALTER TABLE relatorio_cancelados_mensais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_cancelados_mensais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- A database with sales already: every local day with a row in the sales rollup is marked pending (as 0019 did),
-- so the business's next report rewrites it with these tables and the split by reason is exact from then on.
INSERT INTO relatorio_dias_pendentes (empresa_id, dia)
SELECT DISTINCT empresa_id, dia FROM relatorio_vendas_diarias
ON CONFLICT (empresa_id, dia) DO NOTHING;
