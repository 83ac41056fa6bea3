-- Subscription invoices of each business (spec §3 Invoice) and the platform's billing settings: the Pix receiver
-- every invoice is paid to, the monthly price and the due day used when the superadmin generates a month.
-- Tenancy as in 0001 (RLS policy `tenant` on faturas and usuario_convites). At the end: set-password links.

CREATE TABLE faturas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  mes smallint NOT NULL CHECK (mes BETWEEN 1 AND 12),
  ano smallint NOT NULL CHECK (ano BETWEEN 2000 AND 2100),
  valor_centavos integer NOT NULL CHECK (valor_centavos > 0),
  vencimento date NOT NULL,
  status text NOT NULL DEFAULT 'aberta' CHECK (status IN ('aberta', 'paga', 'cancelada')),
  observacao text CHECK (length(observacao) <= 500),
  pago_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  -- one invoice per business and month: generating a month twice (or twice at once) creates none twice
  UNIQUE (empresa_id, ano, mes)
);
-- the shell's warning: a business's open invoices by due date
CREATE INDEX faturas_abertas_idx ON faturas (empresa_id, vencimento) WHERE status = 'aberta';
-- the superadmin's list over all businesses, newest month first
CREATE INDEX faturas_periodo_idx ON faturas (ano DESC, mes DESC, empresa_id);

ALTER TABLE faturas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON faturas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- One row: the platform's billing settings. Businesses read the receiver (it is printed in every Pix code they
-- pay) but only the superadmin's platform code writes it.
CREATE TABLE plataforma_cobranca (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  pix_chave text CHECK (length(pix_chave) <= 77),
  pix_nome text CHECK (length(pix_nome) <= 25),
  pix_cidade text CHECK (length(pix_cidade) <= 15),
  valor_mensal_centavos integer NOT NULL DEFAULT 14990 CHECK (valor_mensal_centavos > 0),
  dia_vencimento smallint NOT NULL DEFAULT 10 CHECK (dia_vencimento BETWEEN 1 AND 28),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
INSERT INTO plataforma_cobranca DEFAULT VALUES;
REVOKE INSERT, UPDATE, DELETE ON plataforma_cobranca FROM app_tenant;

-- One-time "set your password" links for users a manager creates without a password (or who lost theirs): only the
-- SHA-256 of the random token is kept; a link works once and expires.
CREATE TABLE usuario_convites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL,
  usuario_id bigint NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  FOREIGN KEY (empresa_id, usuario_id) REFERENCES usuarios (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX usuario_convites_usuario_idx ON usuario_convites (empresa_id, usuario_id);
ALTER TABLE usuario_convites ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON usuario_convites USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
