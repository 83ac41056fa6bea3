-- My business and the store controls: core settings, generic settings, payment methods, logos.

-- Core settings (spec §3): one row per business, created on first write; a missing row reads as the defaults.
CREATE TABLE configuracoes_core (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  -- spec §5/§9: 15–90 in steps of 15
  tempo_entrega_padrao integer NOT NULL DEFAULT 45 CHECK (tempo_entrega_padrao IN (15, 30, 45, 60, 75, 90)),
  auto_aceite_pedidos boolean NOT NULL DEFAULT false,
  -- spec §5: 0–1 in steps of 0.01
  volume_alerta numeric(3, 2) NOT NULL DEFAULT 0.70 CHECK (volume_alerta BETWEEN 0 AND 1),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- Generic settings (spec §3: empresa_id, chave, valor, tipo) that later features read by key.
CREATE TABLE configuracoes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  chave text NOT NULL CHECK (chave ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  valor text NOT NULL CHECK (length(valor) <= 10000),
  tipo text NOT NULL DEFAULT 'texto' CHECK (tipo IN ('texto', 'numero', 'booleano', 'json')),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, chave)
);

-- Standard payment methods: global, managed by the superadmin (no empresa_id, no RLS).
CREATE TABLE formas_pagamento_padrao (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 60),
  tipo text NOT NULL CHECK (tipo IN ('dinheiro', 'credito', 'debito', 'pix', 'vale_refeicao', 'outro')),
  icone text NOT NULL CHECK (icone IN ('dinheiro', 'cartao', 'pix', 'vale', 'carteira', 'outro')),
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX formas_pagamento_padrao_nome_uq ON formas_pagamento_padrao (lower(nome));

-- A business's own payment methods.
CREATE TABLE formas_pagamento (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 60),
  tipo text NOT NULL CHECK (tipo IN ('dinheiro', 'credito', 'debito', 'pix', 'vale_refeicao', 'outro')),
  icone text NOT NULL CHECK (icone IN ('dinheiro', 'cartao', 'pix', 'vale', 'carteira', 'outro')),
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE UNIQUE INDEX formas_pagamento_nome_uq ON formas_pagamento (empresa_id, lower(nome));

-- Logos live in the database, not on local disk: with DATABASE_URL several API processes serve the same file.
-- Served publicly at /api/uploads/logos/<token>.<ext>; a new upload gets a new random token (cache forever).
CREATE TABLE empresa_logos (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 1048576),
  criado_em timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE configuracoes_core ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON configuracoes_core USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE configuracoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON configuracoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE formas_pagamento ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON formas_pagamento USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE empresa_logos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON empresa_logos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- The usual standard methods, so a new business can take payments on day one (the superadmin edits them).
INSERT INTO formas_pagamento_padrao (nome, tipo, icone) VALUES
  ('Dinheiro', 'dinheiro', 'dinheiro'),
  ('Pix', 'pix', 'pix'),
  ('Cartão de crédito', 'credito', 'cartao'),
  ('Cartão de débito', 'debito', 'cartao'),
  ('Vale-refeição', 'vale_refeicao', 'vale');
