-- Customers and their addresses, served cities, delivery areas, couriers, coupons.
-- Tenancy as in 0001: empresa_id on every table, UNIQUE (empresa_id, id), composite FKs, RLS policy `tenant`.
-- Money in integer cents (`_centavos`, CHECK >= 0).

-- Trigram indexes serve "any part of the name/phone" searches (GET /clientes/busca); btree_gin lets one GIN index
-- lead with empresa_id. Both are "trusted" extensions (PostgreSQL ≥ 13): a database owner may create them;
-- PGlite loads them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE clientes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  -- E.164 (+5541987654321); NULL only after anonymisation
  telefone text CHECK (telefone ~ '^\+55[1-9]{2}[0-9]{8,9}$'),
  origem_cliente text NOT NULL DEFAULT 'portal',
  email text,
  observacoes text,
  -- folded name (lower case, no accents) kept by the service, for accent-insensitive search. Collation "C": one
  -- plain btree index then serves both `LIKE 'pre%'` and ORDER BY (folded text sorts the same in C).
  nome_busca text COLLATE "C" NOT NULL,
  -- Maintained by the orders module in the same transaction as each order (list sorting on 100k customers
  -- must not aggregate orders per page). 0 / NULL until orders exist.
  total_pedidos integer NOT NULL DEFAULT 0 CHECK (total_pedidos >= 0),
  ultimo_pedido_em timestamptz,
  anonimizado_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
-- One customer per phone per business (NULLs — anonymised rows — do not collide).
CREATE UNIQUE INDEX clientes_telefone_uq ON clientes (empresa_id, telefone);
CREATE INDEX clientes_nome_idx ON clientes (empresa_id, nome_busca, id);
CREATE INDEX clientes_nome_trgm_idx ON clientes USING gin (empresa_id, nome_busca gin_trgm_ops);
CREATE INDEX clientes_telefone_trgm_idx ON clientes USING gin (empresa_id, telefone gin_trgm_ops);
CREATE INDEX clientes_criado_idx ON clientes (empresa_id, criado_em, id);
CREATE INDEX clientes_ultimo_pedido_idx ON clientes (empresa_id, ultimo_pedido_em, id);
CREATE INDEX clientes_total_pedidos_idx ON clientes (empresa_id, total_pedidos, id);

CREATE TABLE enderecos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  cliente_id bigint NOT NULL,
  rua text NOT NULL,
  numero text,
  bairro text NOT NULL,
  complemento text,
  cidade text NOT NULL,
  estado char(2) NOT NULL,
  cep char(8) CHECK (cep ~ '^[0-9]{8}$'),
  ponto_referencia text,
  taxa_entrega_centavos integer NOT NULL DEFAULT 0 CHECK (taxa_entrega_centavos >= 0),
  nome_identificacao text,
  endereco_padrao boolean NOT NULL DEFAULT false,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX enderecos_cliente_idx ON enderecos (empresa_id, cliente_id);
-- Exactly one default address per customer (at most one here; the service keeps "at least one").
CREATE UNIQUE INDEX enderecos_padrao_uq ON enderecos (empresa_id, cliente_id) WHERE endereco_padrao;

CREATE TABLE cidades_atendidas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  cidade text NOT NULL,
  estado char(2) NOT NULL,
  UNIQUE (empresa_id, id)
);
CREATE UNIQUE INDEX cidades_atendidas_uq ON cidades_atendidas (empresa_id, lower(cidade), estado);

CREATE TABLE areas_entrega (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL,
  ativo boolean NOT NULL DEFAULT true,
  cidade_atendida_id bigint,
  bairros text[] NOT NULL DEFAULT '{}',
  raio_km numeric(6,2) CHECK (raio_km > 0),
  -- centre of the radius: the store's location (kept on the area; see docs/decisions.md)
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  taxa_entrega_centavos integer NOT NULL DEFAULT 0 CHECK (taxa_entrega_centavos >= 0),
  tempo_estimado integer CHECK (tempo_estimado >= 0),
  pedido_minimo_centavos integer NOT NULL DEFAULT 0 CHECK (pedido_minimo_centavos >= 0),
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, cidade_atendida_id) REFERENCES cidades_atendidas (empresa_id, id) ON DELETE SET NULL (cidade_atendida_id)
);
CREATE INDEX areas_entrega_empresa_idx ON areas_entrega (empresa_id, nome);

CREATE TABLE entregadores (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL,
  telefone text CHECK (telefone ~ '^\+55[1-9]{2}[0-9]{8,9}$'),
  veiculo text,
  placa_veiculo text,
  observacoes text,
  ativo boolean NOT NULL DEFAULT true,
  recebe_diaria boolean NOT NULL DEFAULT false,
  valor_diaria_centavos integer NOT NULL DEFAULT 0 CHECK (valor_diaria_centavos >= 0),
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE INDEX entregadores_empresa_idx ON entregadores (empresa_id, nome);

CREATE TABLE cupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  codigo text NOT NULL CHECK (codigo = upper(codigo) AND length(codigo) BETWEEN 3 AND 30),
  descricao text,
  tipo text NOT NULL CHECK (tipo IN ('percentual', 'valor_fixo', 'frete_gratis')),
  -- percentual: percent × 100 (basis points, ≤ 10000); valor_fixo: cents; frete_gratis: 0
  valor_centesimos integer NOT NULL DEFAULT 0 CHECK (valor_centesimos >= 0 AND (tipo <> 'percentual' OR valor_centesimos <= 10000)),
  pedido_minimo_centavos integer NOT NULL DEFAULT 0 CHECK (pedido_minimo_centavos >= 0),
  -- inclusive window of business-local calendar days
  validade_inicio date,
  validade_fim date CHECK (validade_inicio IS NULL OR validade_fim IS NULL OR validade_fim >= validade_inicio),
  limite_total integer CHECK (limite_total >= 1),
  limite_por_cliente integer CHECK (limite_por_cliente >= 1),
  -- times used; the orders module increments it with the order (per-customer counts come from orders)
  usos integer NOT NULL DEFAULT 0 CHECK (usos >= 0),
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
-- Codes are stored upper-case; the index on upper() keeps uniqueness case-insensitive even for direct SQL.
CREATE UNIQUE INDEX cupons_codigo_uq ON cupons (empresa_id, upper(codigo));

ALTER TABLE clientes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON clientes USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE enderecos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON enderecos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE cidades_atendidas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON cidades_atendidas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE areas_entrega ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON areas_entrega USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE entregadores ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON entregadores USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE cupons ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON cupons USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
