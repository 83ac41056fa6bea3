-- The customer side: the public menu's site settings (its readable address, colours, minimum order), client
-- accounts by phone and their reset codes, and the notifications that drop the public menu's cache when anything
-- it shows changes. Tenancy as in 0001 (composite FKs, RLS policy `tenant`).

-- One row per business that configured its site. `slug` is the menu's address (/cardapio/{slug}): a slug must
-- lead to one business before any business is known, so its unique index is global (the one exception, listed in
-- test/distribuicao.test.ts). Format and reserved words are checked by the API (shared slugSchema); the CHECK
-- repeats the format so no path can store a slug the router could not read back.
CREATE TABLE sites (
  id bigint GENERATED ALWAYS AS IDENTITY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  slug text CHECK (slug ~ '^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$' AND length(slug) BETWEEN 3 AND 40),
  cor_primaria text NOT NULL DEFAULT '#8B0000' CHECK (cor_primaria ~ '^#[0-9a-fA-F]{6}$'),
  cor_secundaria text NOT NULL DEFAULT '#FFFFFF' CHECK (cor_secundaria ~ '^#[0-9a-fA-F]{6}$'),
  banner_url text CHECK (length(banner_url) <= 500),
  texto_boas_vindas text CHECK (length(texto_boas_vindas) <= 500),
  pedido_minimo_centavos integer NOT NULL DEFAULT 0 CHECK (pedido_minimo_centavos >= 0),
  aceita_pedidos boolean NOT NULL DEFAULT true,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, id),
  UNIQUE (empresa_id)
);
CREATE UNIQUE INDEX sites_slug_uq ON sites (slug);

-- A customer's password for the public menu (one per customer). `token_versao` is in every customer token:
-- a reset bumps it, so older tokens stop working. `falhas`/`bloqueado_ate`: failed logins in a row and the
-- back-off they earned (per account, not only per address).
CREATE TABLE cliente_contas (
  id bigint GENERATED ALWAYS AS IDENTITY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  cliente_id bigint NOT NULL,
  senha_hash text NOT NULL,
  token_versao integer NOT NULL DEFAULT 1,
  falhas integer NOT NULL DEFAULT 0,
  bloqueado_ate timestamptz,
  ultimo_login_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, id),
  UNIQUE (empresa_id, cliente_id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE CASCADE
);

-- Reset codes: 8 digits from a CSPRNG, kept as a keyed HMAC (never in clear for verification), 10 minutes,
-- single use, 5 attempts. `codigo_cifrado` holds the code encrypted with the server key only when it could not go
-- out by WhatsApp, so the business's staff can read it to the customer; it is erased once used or dead.
CREATE TABLE cliente_codigos_senha (
  id bigint GENERATED ALWAYS AS IDENTITY,
  empresa_id bigint NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  cliente_id bigint NOT NULL,
  codigo_hash text NOT NULL,
  codigo_cifrado text,
  enviado_whatsapp boolean NOT NULL DEFAULT false,
  tentativas integer NOT NULL DEFAULT 0,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (empresa_id, id),
  FOREIGN KEY (empresa_id, cliente_id) REFERENCES clientes (empresa_id, id) ON DELETE CASCADE
);
CREATE INDEX cliente_codigos_senha_cliente_idx ON cliente_codigos_senha (empresa_id, cliente_id, criado_em DESC);

ALTER TABLE sites ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON sites USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE cliente_contas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON cliente_contas USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);
ALTER TABLE cliente_codigos_senha ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON cliente_codigos_senha USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- The public menu's cache is kept per business in each API process and dropped when anything it shows changes.
-- Rather than every writer remembering to say so, the tables the menu reads notify on commit (NOTIFY is delivered
-- only on commit, to every API process): the payload is the business id, or '*' for the platform's standard
-- payment methods, which every business shows.
CREATE FUNCTION cardapio_notificar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linha record;
  alvo text;
BEGIN
  IF TG_OP = 'DELETE' THEN linha := OLD; ELSE linha := NEW; END IF;
  IF TG_TABLE_NAME = 'empresas' THEN
    alvo := linha.id::text;
  ELSIF TG_TABLE_NAME = 'formas_pagamento_padrao' THEN
    alvo := '*';
  ELSE
    alvo := linha.empresa_id::text;
  END IF;
  PERFORM pg_notify('cardapio_versao', alvo);
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['empresas', 'configuracoes_core', 'formas_pagamento', 'formas_pagamento_padrao',
    'catalogo_configuracoes', 'categorias', 'produtos', 'opcoes', 'complementos', 'complementos_opcoes',
    'produtos_complementos', 'cidades_atendidas', 'areas_entrega', 'sites'] LOOP
    EXECUTE format('CREATE TRIGGER cardapio_notificar AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION cardapio_notificar()', t);
  END LOOP;
END $$;
