-- Couriers' advances (vales): money handed to a courier on a local date, deducted from the courier's pay in the
-- reports of the period that holds that date. Tenancy as in 0001: composite keys, RLS policy `tenant`.
-- A courier deleted takes its advances along (its orders keep no courier either: the statement cannot name him).
-- `criado_por` is the user who recorded it, without a foreign key: a superadmin acting on a business is a user of
-- another business, and the record must outlive a deleted user (as estoque_movimentos.criado_por).
CREATE TABLE entregador_vales (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  entregador_id bigint NOT NULL,
  -- the business's local date the advance was given
  data date NOT NULL,
  valor_centavos integer NOT NULL CHECK (valor_centavos > 0),
  observacao text CHECK (length(observacao) <= 200),
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, entregador_id) REFERENCES entregadores (empresa_id, id) ON DELETE CASCADE
);
-- the reports sum a courier's advances of a period; the statement lists them by date
CREATE INDEX entregador_vales_periodo_idx ON entregador_vales (empresa_id, entregador_id, data, id);
-- the couriers' report sums every courier's advances of a period
CREATE INDEX entregador_vales_data_idx ON entregador_vales (empresa_id, data) INCLUDE (entregador_id, valor_centavos);

ALTER TABLE entregador_vales ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON entregador_vales USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
