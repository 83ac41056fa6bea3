-- Stock (estoque): ingredient categories, suppliers, ingredients with their balance, the append-only movement
-- ledger, technical sheets (fichas técnicas) and their items, and one row per sale deducted (the idempotency
-- key of automatic deduction). Tenancy as in 0001: composite FKs, RLS policy `tenant` on every table.
-- Quantities are numeric(18,4) in the base unit of the ingredient's family (g, ml, un); unit costs numeric(18,8)
-- in reais per base unit (never rounded to cents before multiplying); money integer cents.

CREATE TABLE insumo_categorias (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE UNIQUE INDEX insumo_categorias_nome_uq ON insumo_categorias (empresa_id, lower(nome));

CREATE TABLE fornecedores (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  documento text,
  telefone text,
  email text,
  contato text,
  observacao text,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id)
);
CREATE INDEX fornecedores_nome_idx ON fornecedores (empresa_id, nome, id);

-- The balance lives on the ingredient's row (qtde_base, custo_por_un_base): every movement updates it under the
-- row's lock (SELECT … FOR UPDATE) in the transaction that appends the movement, so the two never disagree.
CREATE TABLE insumos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  categoria_id bigint,
  fornecedor_id bigint,
  tipo_insumo text NOT NULL DEFAULT 'comprado' CHECK (tipo_insumo IN ('comprado', 'produzido')),
  unidade_padrao text NOT NULL CHECK (unidade_padrao IN ('kg', 'g', 'L', 'ml', 'un')),
  custo_por_un_base numeric(18,8) NOT NULL DEFAULT 0 CHECK (custo_por_un_base >= 0),
  estoque_minimo_base numeric(18,4) NOT NULL DEFAULT 0 CHECK (estoque_minimo_base >= 0),
  qtde_base numeric(18,4) NOT NULL DEFAULT 0,
  controla_estoque boolean NOT NULL DEFAULT true,
  compoe_cmv boolean NOT NULL DEFAULT true,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, categoria_id) REFERENCES insumo_categorias (empresa_id, id),
  FOREIGN KEY (empresa_id, fornecedor_id) REFERENCES fornecedores (empresa_id, id)
);
CREATE INDEX insumos_nome_idx ON insumos (empresa_id, nome, id);
-- the shell's warning counts these on every page: a partial index keeps it a few index entries
CREATE INDEX insumos_alerta_idx ON insumos (empresa_id)
  WHERE ativo AND controla_estoque AND qtde_base <= estoque_minimo_base;

CREATE TABLE fichas_tecnicas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  descricao text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 120),
  tipo_ficha text NOT NULL CHECK (tipo_ficha IN ('produto', 'opcao', 'producao')),
  ativo boolean NOT NULL DEFAULT true,
  controla_estoque boolean NOT NULL DEFAULT true,
  compoe_cmv boolean NOT NULL DEFAULT true,
  produto_id bigint,
  opcao_id bigint,
  tamanho text,
  insumo_resultante_id bigint,
  rendimento_qtde numeric(18,4) NOT NULL DEFAULT 1 CHECK (rendimento_qtde > 0),
  rendimento_unidade text NOT NULL DEFAULT 'un' CHECK (rendimento_unidade IN ('kg', 'g', 'L', 'ml', 'un')),
  rendimento_base numeric(18,4) NOT NULL DEFAULT 1 CHECK (rendimento_base > 0),
  -- what the last /recalcular stored (reais, 4 and 8 decimals); the live cost is computed on every read
  custo_total_registrado numeric(18,4),
  custo_unitario_registrado numeric(18,8),
  recalculado_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, produto_id) REFERENCES produtos (empresa_id, id) ON DELETE SET NULL (produto_id),
  FOREIGN KEY (empresa_id, opcao_id) REFERENCES opcoes (empresa_id, id) ON DELETE SET NULL (opcao_id),
  FOREIGN KEY (empresa_id, insumo_resultante_id) REFERENCES insumos (empresa_id, id),
  CHECK (tipo_ficha <> 'producao' OR insumo_resultante_id IS NOT NULL)
);
CREATE INDEX fichas_tecnicas_produto_idx ON fichas_tecnicas (empresa_id, produto_id) WHERE produto_id IS NOT NULL;
CREATE INDEX fichas_tecnicas_opcao_idx ON fichas_tecnicas (empresa_id, opcao_id) WHERE opcao_id IS NOT NULL;
-- one sheet produces an ingredient
CREATE UNIQUE INDEX fichas_tecnicas_resultante_uq ON fichas_tecnicas (empresa_id, insumo_resultante_id)
  WHERE insumo_resultante_id IS NOT NULL;

CREATE TABLE ficha_itens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  ficha_id bigint NOT NULL,
  insumo_id bigint NOT NULL,
  quantidade numeric(18,4) NOT NULL CHECK (quantidade > 0),
  unidade text NOT NULL CHECK (unidade IN ('kg', 'g', 'L', 'ml', 'un')),
  fator_correcao numeric(10,4) NOT NULL DEFAULT 1 CHECK (fator_correcao > 0),
  quantidade_base numeric(18,4) NOT NULL CHECK (quantidade_base > 0),
  ordem integer NOT NULL DEFAULT 0,
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, ficha_id) REFERENCES fichas_tecnicas (empresa_id, id) ON DELETE CASCADE,
  FOREIGN KEY (empresa_id, insumo_id) REFERENCES insumos (empresa_id, id)
);
CREATE INDEX ficha_itens_ficha_idx ON ficha_itens (empresa_id, ficha_id, ordem, id);
CREATE INDEX ficha_itens_insumo_idx ON ficha_itens (empresa_id, insumo_id);

-- One row per sale (an order or a tab) whose deduction was posted. `ativa` says whether its exits stand; `ciclo`
-- counts deductions (a tab reopened and paid again is deducted again, after the first was given back). The
-- unique key makes a replay, a retry or two concurrent status changes deduct once.
CREATE TABLE estoque_baixas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  origem_tipo text NOT NULL CHECK (origem_tipo IN ('pedido', 'comanda')),
  origem_id bigint NOT NULL,
  ativa boolean NOT NULL DEFAULT false,
  ciclo integer NOT NULL DEFAULT 0,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  UNIQUE (empresa_id, origem_tipo, origem_id)
);

-- Append-only ledger: a correction is a new movement, never an edit.
CREATE TABLE estoque_movimentos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  insumo_id bigint NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('entrada_compra', 'saida_manual', 'perda', 'ajuste_inventario', 'saida_venda',
    'estorno_venda', 'saida_producao', 'entrada_producao')),
  qtde_base numeric(18,4) NOT NULL,
  qtde_informada numeric(18,4) NOT NULL,
  unidade text NOT NULL CHECK (unidade IN ('kg', 'g', 'L', 'ml', 'un')),
  custo_unitario_base numeric(18,8) NOT NULL,
  valor_centavos bigint NOT NULL,
  saldo_apos_base numeric(18,4) NOT NULL,
  fornecedor_id bigint,
  observacao text,
  origem_tipo text CHECK (origem_tipo IN ('pedido', 'comanda', 'ficha')),
  origem_id bigint,
  baixa_id bigint,
  ciclo integer,
  criado_por bigint,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empresa_id, id),
  FOREIGN KEY (empresa_id, insumo_id) REFERENCES insumos (empresa_id, id),
  FOREIGN KEY (empresa_id, fornecedor_id) REFERENCES fornecedores (empresa_id, id) ON DELETE SET NULL (fornecedor_id),
  FOREIGN KEY (empresa_id, baixa_id) REFERENCES estoque_baixas (empresa_id, id)
);
CREATE INDEX estoque_movimentos_data_idx ON estoque_movimentos (empresa_id, criado_em DESC, id DESC);
CREATE INDEX estoque_movimentos_insumo_idx ON estoque_movimentos (empresa_id, insumo_id, criado_em DESC, id DESC);
-- a sale's exit (or its return) is posted once per ingredient and deduction cycle
CREATE UNIQUE INDEX estoque_movimentos_baixa_uq ON estoque_movimentos (empresa_id, baixa_id, ciclo, insumo_id, tipo)
  WHERE baixa_id IS NOT NULL;

ALTER TABLE insumo_categorias ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON insumo_categorias USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE fornecedores ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON fornecedores USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE insumos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON insumos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE fichas_tecnicas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON fichas_tecnicas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE ficha_itens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON ficha_itens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE estoque_baixas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON estoque_baixas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE estoque_movimentos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON estoque_movimentos USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
