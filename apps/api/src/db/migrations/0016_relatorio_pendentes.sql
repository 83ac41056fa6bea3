-- Reports: the local days whose rollup rows no longer match the raw orders and tabs. An order or a tab that changes
-- marks its day here, in its own transaction, instead of rewriting the day there: the rewrite reads every sale of
-- the day, and orders are created under the business's order-number lock, so rewriting inside that window made
-- every order of a busy evening wait for the previous one's day rewrite. The reports rewrite the pending days
-- before they read the rollup (in the reading transaction), so what they show is still exact.
--
-- A mark is upserted (`alteracoes` + 1), not inserted-if-absent: the upsert holds the mark's row lock until the
-- order commits, so a rewrite that deletes the mark waits for that order and then reads it. A rewrite that deleted
-- the mark first makes the order's upsert wait and insert a fresh mark, which the next read rewrites again.
CREATE TABLE relatorio_dias_pendentes (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  dia date NOT NULL,
  alteracoes bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (empresa_id, dia)
);
ALTER TABLE relatorio_dias_pendentes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_dias_pendentes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
