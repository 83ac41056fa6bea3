-- Printing: the business's settings, the certificate QZ Tray trusts (its private key encrypted), the audit of
-- every signature, and the printed marks that make automatic printing happen exactly once across computers.
-- Tenancy as in 0001 (composite FKs, RLS policy `tenant`).

-- One row per business; a missing row reads as the defaults (80 mm, CP860, one copy of each, automatic on).
CREATE TABLE impressao_config (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  papel text NOT NULL DEFAULT '80' CHECK (papel IN ('80', '58')),
  codepage text NOT NULL DEFAULT 'cp860' CHECK (codepage IN ('cp860', 'cp850', 'sem_acentos')),
  copias_recibo smallint NOT NULL DEFAULT 1 CHECK (copias_recibo BETWEEN 0 AND 5),
  copias_cozinha smallint NOT NULL DEFAULT 1 CHECK (copias_cozinha BETWEEN 0 AND 5),
  copias_preconta smallint NOT NULL DEFAULT 1 CHECK (copias_preconta BETWEEN 0 AND 5),
  impressao_automatica boolean NOT NULL DEFAULT true,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- The business's signing pair. The key is AES-256-GCM ciphertext under a key kept outside the database
-- (ENCRYPTION_KEY or DATA_DIR/encryption.key); `chave_versao` names that key, so a changed one is detected.
CREATE TABLE impressao_certificados (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  certificado text NOT NULL,
  chave_cifrada text NOT NULL,
  chave_versao text NOT NULL,
  origem text NOT NULL CHECK (origem IN ('enviado', 'gerado')),
  assunto text NOT NULL,
  valido_ate timestamptz NOT NULL,
  impressao_digital text NOT NULL,
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (empresa_id, criado_por) REFERENCES usuarios (empresa_id, id) ON DELETE SET NULL (criado_por)
);

-- Every signature: who, when, what digest. It is also the per-user rate limit's count, so the limit holds
-- across API processes and restarts.
CREATE TABLE impressao_assinaturas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  usuario_id bigint,
  digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
  impressao_digital text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, usuario_id) REFERENCES usuarios (empresa_id, id) ON DELETE SET NULL (usuario_id)
);
CREATE INDEX impressao_assinaturas_usuario_idx ON impressao_assinaturas (empresa_id, usuario_id, criado_em DESC);

-- One row per order that automatic printing touched: a claim (`reservado_por` until `reservado_ate`) while a
-- station prints it, then the printed mark. The claim is taken by one INSERT … ON CONFLICT DO UPDATE … WHERE, so
-- two counters polling at the same instant cannot both win it.
CREATE TABLE impressao_marcas (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  pedido_id bigint NOT NULL,
  reservado_por text,
  reservado_ate timestamptz,
  impresso_em timestamptz,
  impressora text,
  usuario_id bigint,
  tentativas integer NOT NULL DEFAULT 0,
  ultimo_erro text,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, pedido_id),
  FOREIGN KEY (empresa_id, pedido_id) REFERENCES pedidos (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, usuario_id) REFERENCES usuarios (empresa_id, id) ON DELETE SET NULL (usuario_id)
);

ALTER TABLE impressao_config ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON impressao_config USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE impressao_certificados ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON impressao_certificados USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE impressao_assinaturas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON impressao_assinaturas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE impressao_marcas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON impressao_marcas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
