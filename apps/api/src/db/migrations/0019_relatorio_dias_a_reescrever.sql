-- Reports: a database that already has sales when the newer rollups arrive (the months of products and options in
-- 0017, the days and months of payment methods and neighbourhoods in 0020) would show those reports empty for its
-- past days until each day changed again. Every local day that has a row in the daily sales rollup is marked
-- pending instead (0016): the business's next report rewrites them all from the raw rows, every rollup at once,
-- and the answers are exact from that first read on. A fresh database has no rows here and marks nothing.
INSERT INTO relatorio_dias_pendentes (empresa_id, dia)
SELECT DISTINCT empresa_id, dia FROM relatorio_vendas_diarias
ON CONFLICT (empresa_id, dia) DO NOTHING;
