-- Catalogue: categories, products (incl. pizza settings), complements, options, their links, images
-- and the per-business catalogue settings. Tenancy as in 0001: empresa_id NOT NULL, UNIQUE (empresa_id, id),
-- composite FKs so the database itself refuses a link between two businesses, RLS on every tenant table.

-- Per-business catalogue settings. regra_preco_pizza: 'maior' = a pizza costs its most expensive flavour,
-- 'media' = the average of its flavours (both common in Brazil; some states' consumer bodies favour 'media').
CREATE TABLE catalogo_configuracoes (
  empresa_id bigint PRIMARY KEY REFERENCES empresas(id) ON DELETE CASCADE,
  regra_preco_pizza text NOT NULL DEFAULT 'maior' CHECK (regra_preco_pizza IN ('maior', 'media')),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- Uploaded images (product photos now; logos and banners later). Served without login by an unguessable key.
CREATE TABLE imagens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  chave text NOT NULL UNIQUE CHECK (chave ~ '^[A-Za-z0-9_-]{20,64}$'),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  tamanho_bytes integer NOT NULL CHECK (tamanho_bytes > 0),
  conteudo bytea NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);

CREATE TABLE categorias (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  ordem integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE INDEX categorias_ordem_idx ON categorias (empresa_id, ordem, id);

CREATE TABLE produtos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  categoria_id bigint NOT NULL,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  descricao text CHECK (length(descricao) <= 1000),
  preco_centavos integer NOT NULL DEFAULT 0 CHECK (preco_centavos >= 0),
  ordem integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true,
  imagem_id bigint,
  -- technical sheet (stock issue): no FK yet; the stock module owns this link and will add
  -- FOREIGN KEY (empresa_id, ficha_tecnica_id) REFERENCES fichas_tecnicas (empresa_id, id).
  ficha_tecnica_id bigint,
  tipo text NOT NULL DEFAULT 'simples' CHECK (tipo IN ('simples', 'pizza')),
  -- sizes: [{"nome": "Grande", "preco_centavos": 0}, ...]; names unique per product (validated by the API)
  tamanhos jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tamanhos) = 'array'),
  max_sabores smallint NOT NULL DEFAULT 1 CHECK (max_sabores BETWEEN 1 AND 4),
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, categoria_id) REFERENCES categorias (empresa_id, id),
  FOREIGN KEY (empresa_id, imagem_id) REFERENCES imagens (empresa_id, id)
);
CREATE INDEX produtos_categoria_idx ON produtos (empresa_id, categoria_id, ordem, id);

-- Options: the choosable items (a crust, a flavour, an extra). Their price here is the default; each
-- complement may price the option differently (complementos_opcoes.preco_centavos).
CREATE TABLE opcoes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  descricao text CHECK (length(descricao) <= 500),
  preco_centavos integer NOT NULL DEFAULT 0 CHECK (preco_centavos >= 0),
  ativo boolean NOT NULL DEFAULT true,
  ignorar_relatorio boolean NOT NULL DEFAULT false,
  ficha_tecnica_id bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE INDEX opcoes_nome_idx ON opcoes (empresa_id, nome, id);

-- Complements: groups of choices attached to products ("Escolha a borda", min/max choices).
CREATE TABLE complementos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  tipo text NOT NULL DEFAULT 'adicional' CHECK (tipo IN ('adicional', 'borda', 'sabor')),
  min_escolhas smallint NOT NULL DEFAULT 0 CHECK (min_escolhas >= 0),
  max_escolhas smallint NOT NULL DEFAULT 1 CHECK (max_escolhas >= 1 AND max_escolhas >= min_escolhas),
  obrigatorio boolean NOT NULL DEFAULT false,
  ordem integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  CHECK (obrigatorio = (min_escolhas > 0))
);
CREATE INDEX complementos_ordem_idx ON complementos (empresa_id, ordem, id);

CREATE TABLE complementos_opcoes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  complemento_id bigint NOT NULL,
  opcao_id bigint NOT NULL,
  preco_centavos integer NOT NULL DEFAULT 0 CHECK (preco_centavos >= 0),
  -- price per product size name, e.g. {"Broto": 3000, "Grande": 5500}: a flavour or crust costs more on a
  -- bigger pizza. A size missing here uses preco_centavos.
  precos_tamanho jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(precos_tamanho) = 'object'),
  ordem integer NOT NULL DEFAULT 0,
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, complemento_id, opcao_id),
  FOREIGN KEY (empresa_id, complemento_id) REFERENCES complementos (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, opcao_id) REFERENCES opcoes (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX complementos_opcoes_opcao_idx ON complementos_opcoes (empresa_id, opcao_id);

CREATE TABLE produtos_complementos (
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  produto_id bigint NOT NULL,
  complemento_id bigint NOT NULL,
  ordem integer NOT NULL DEFAULT 0,
  PRIMARY KEY (empresa_id, produto_id, complemento_id),
  FOREIGN KEY (empresa_id, produto_id) REFERENCES produtos (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, complemento_id) REFERENCES complementos (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX produtos_complementos_comp_idx ON produtos_complementos (empresa_id, complemento_id);

ALTER TABLE catalogo_configuracoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON catalogo_configuracoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE imagens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON imagens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE categorias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON categorias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE produtos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON produtos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE opcoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON opcoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE complementos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON complementos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE complementos_opcoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON complementos_opcoes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE produtos_complementos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON produtos_complementos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
