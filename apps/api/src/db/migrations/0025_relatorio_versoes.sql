-- Reports: a version per business of its rollup rows (D-331). Every rewrite of a business's rollup days
-- (`reescreverDias`) adds one to its row, first thing in its transaction. The superadmin's all-businesses summary
-- keeps every business's sums per period with the version they were read at, and reads again only the businesses
-- whose version has moved since. No rows yet: a business gets its row at its first rewrite (0 until then).
CREATE TABLE relatorio_versoes (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  versao bigint NOT NULL DEFAULT 1
);
ALTER TABLE relatorio_versoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_versoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
