-- History sorted by total ("the largest orders of a period"): the page's ids come from this index in order, the
-- date and the usual filters are checked on its entries (INCLUDE), and a deep page starts from an anchor by
-- keyset (`(total_centavos, id) < (…)`) instead of sorting every order of the period on each request.
CREATE INDEX pedidos_empresa_total_idx ON pedidos (empresa_id, total_centavos DESC, id DESC)
  INCLUDE (criado_em, status, tipo, canal);
