-- Foundation: businesses, users, permissions, sessions, login throttling, system secrets.
-- Tenancy: every tenant table has empresa_id NOT NULL, a UNIQUE (empresa_id, id) so other
-- tenant tables can reference it with a composite FK, and a row-level-security policy keyed on app.empresa_id.

-- The role tenant-scoped transactions switch to (SET LOCAL ROLE), so RLS applies even when the connection
-- itself is the owner. Roles are cluster-wide: tolerate another database having created it first.
DO $$ BEGIN
  CREATE ROLE app_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

CREATE TABLE empresas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  cidade text,
  uf char(2),
  logo_url text,
  horarios_funcionamento jsonb NOT NULL DEFAULT '{}'::jsonb,
  cor_menu text NOT NULL DEFAULT '#000000',
  aberto boolean NOT NULL DEFAULT true,
  fechamento_temporario_ativo boolean NOT NULL DEFAULT false,
  fechamento_ate timestamptz,
  motivo_fechamento text,
  timezone text NOT NULL DEFAULT 'America/Sao_Paulo',
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE usuarios (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL,
  email text NOT NULL,
  senha_hash text NOT NULL,
  role text NOT NULL DEFAULT 'atendente',
  superadmin boolean NOT NULL DEFAULT false,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
-- Login is by e-mail alone, so e-mails are unique across the platform.
CREATE UNIQUE INDEX usuarios_email_uq ON usuarios (lower(email));

CREATE TABLE usuario_permissoes (
  empresa_id bigint NOT NULL,
  usuario_id bigint NOT NULL,
  chave text NOT NULL,
  permitido boolean NOT NULL,
  PRIMARY KEY (empresa_id, usuario_id, chave),
  FOREIGN KEY (empresa_id, usuario_id) REFERENCES usuarios (empresa_id, id) ON DELETE CASCADE
);

-- A session is a refresh-token family: rotating tokens share it; reuse of a rotated token revokes it.
CREATE TABLE sessoes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL,
  usuario_id bigint NOT NULL,
  criada_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  revogada_em timestamptz,
  motivo_revogacao text,
  ip text,
  user_agent text,
  FOREIGN KEY (empresa_id, usuario_id) REFERENCES usuarios (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX sessoes_usuario_idx ON sessoes (empresa_id, usuario_id);

CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sessao_id bigint NOT NULL REFERENCES sessoes(id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  emitido_em timestamptz NOT NULL DEFAULT now(),
  usado_em timestamptz,
  expira_em timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_sessao_idx ON refresh_tokens (sessao_id);

-- Failed logins per account, for throttling that survives restarts and works across API processes.
CREATE TABLE login_falhas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text,
  em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_falhas_email_idx ON login_falhas (email, em DESC);

-- Secrets generated on first start (the JWT key when JWT_SECRET is not set), so restarts keep sessions valid.
CREATE TABLE sistema_segredos (
  chave text PRIMARY KEY,
  valor text NOT NULL
);

-- RLS safety net on tenant tables (global tables: empresas, login_falhas, sistema_segredos, refresh_tokens via sessoes).
ALTER TABLE usuarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON usuarios USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE usuario_permissoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON usuario_permissoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE sessoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON sessoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
-- empresas: a tenant sees only its own row.
ALTER TABLE empresas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON empresas USING (id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

GRANT USAGE ON SCHEMA public TO app_tenant;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_tenant;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_tenant;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_tenant;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_tenant;
-- Tables outside tenancy are not for the tenant role.
REVOKE ALL ON sistema_segredos, login_falhas FROM app_tenant;
