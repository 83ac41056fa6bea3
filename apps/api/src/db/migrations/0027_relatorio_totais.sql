-- Reports: totals that spare the reports most of their rollup rows. First, each customer's totals beside their first
-- and last sale (D-363). The customers' overview and types of a
-- period that ended recently read one row per customer here plus the rows after the period, instead of grouping
-- every customer row of the period (`clientes-resumo.ts`, D-362): the local day of the last sale (`ultimo_dia`),
-- and the sales and net cents of all their days. Like the other columns of relatorio_clientes_extremos they are
-- recomputed from the customer's days whenever one of them is rewritten (`reescreverExtremos`), so the row stays
-- the sum of the customer's daily rows; the foreign key's cascade still removes the row with the customer.
ALTER TABLE relatorio_clientes_extremos
  ADD COLUMN ultimo_dia date,
  ADD COLUMN pedidos integer NOT NULL DEFAULT 0,
  ADD COLUMN liquido_centavos bigint NOT NULL DEFAULT 0;

-- the existing rows, from the days they were computed from (a row without a day left has no sale: it goes, as the
-- rewrite would remove it)
UPDATE relatorio_clientes_extremos e
SET ultimo_dia = x.ultimo_dia, pedidos = x.pedidos, liquido_centavos = x.liquido
FROM (SELECT d.empresa_id, d.cliente_id, max(d.dia) AS ultimo_dia, sum(d.pedidos) AS pedidos,
             sum(d.liquido_centavos) AS liquido
      FROM relatorio_clientes_diarios d GROUP BY d.empresa_id, d.cliente_id) x
WHERE x.empresa_id = e.empresa_id AND x.cliente_id = e.cliente_id;
DELETE FROM relatorio_clientes_extremos WHERE ultimo_dia IS NULL;
ALTER TABLE relatorio_clientes_extremos ALTER COLUMN ultimo_dia SET NOT NULL;

-- The catalogue's monthly totals over every type and channel (D-366): the monthly product and option rollups (0017)
-- keep a row per type and channel, ~15 per product a month for the busiest business, and a report without a
-- type or channel filter (nearly all of them) summed them all: a year of products was ~9k rows. These hold the same
-- months summed across type and channel, rewritten from the monthly rows right after them (`reescreverMeses` →
-- `reescreverCatalogoMeses`), so a month's total is exactly the sum of its days. A filtered report still reads
-- the per-type-and-channel tables.
CREATE TABLE relatorio_produtos_mensais_totais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  chave text NOT NULL,
  produto_id bigint,
  nome text NOT NULL,
  quantidade bigint NOT NULL DEFAULT 0,
  faturamento_centavos bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, chave, nome)
);
ALTER TABLE relatorio_produtos_mensais_totais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_produtos_mensais_totais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

CREATE TABLE relatorio_opcoes_mensais_totais (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes date NOT NULL,
  produto_id bigint NOT NULL,
  complemento_id bigint NOT NULL,
  opcao_id bigint NOT NULL,
  unidades bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, mes, produto_id, complemento_id, opcao_id)
);
ALTER TABLE relatorio_opcoes_mensais_totais ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON relatorio_opcoes_mensais_totais USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

INSERT INTO relatorio_produtos_mensais_totais (empresa_id, mes, chave, produto_id, nome, quantidade, faturamento_centavos)
SELECT empresa_id, mes, chave, produto_id, nome, sum(quantidade), sum(faturamento_centavos)
FROM relatorio_produtos_mensais GROUP BY empresa_id, mes, chave, produto_id, nome;
INSERT INTO relatorio_opcoes_mensais_totais (empresa_id, mes, produto_id, complemento_id, opcao_id, unidades)
SELECT empresa_id, mes, produto_id, complemento_id, opcao_id, sum(unidades)
FROM relatorio_opcoes_mensais GROUP BY empresa_id, mes, produto_id, complemento_id, opcao_id;
