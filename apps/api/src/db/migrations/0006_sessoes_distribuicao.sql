-- Sessions and the path past one database server.
--
-- 1. Login throttling per account AND source: a failed login records where it came from (the client's IP, or a
--    device the account already logged in from), so a stranger's failures lock only the stranger.
ALTER TABLE login_falhas ADD COLUMN origem text NOT NULL DEFAULT '';
CREATE INDEX login_falhas_origem_idx ON login_falhas (email, origem, em DESC);

-- 2. Whatever ends or changes an access tells every API process at once, from the database itself, whoever made
--    the change: a user deactivated, their password, role or e-mail changed, their permissions edited, a session
--    revoked, a business deleted. The processes drop their cached sessions and close the event streams concerned.
CREATE FUNCTION auth_invalidar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alvo text;
BEGIN
  IF TG_TABLE_NAME = 'empresas' THEN
    alvo := json_build_object('empresa_id', OLD.id)::text;
  ELSIF TG_TABLE_NAME = 'sessoes' THEN
    alvo := json_build_object('sessao_id', NEW.id)::text;
  ELSIF TG_TABLE_NAME = 'usuario_permissoes' THEN
    alvo := json_build_object('usuario_id', COALESCE(NEW.usuario_id, OLD.usuario_id))::text;
  ELSE
    alvo := json_build_object('usuario_id', COALESCE(NEW.id, OLD.id))::text;
  END IF;
  PERFORM pg_notify('auth_invalidar', alvo);
  RETURN NULL;
END $$;
CREATE TRIGGER auth_invalidar AFTER UPDATE OF ativo, senha_hash, role, superadmin, email, empresa_id ON usuarios
  FOR EACH ROW WHEN (OLD.ativo IS DISTINCT FROM NEW.ativo OR OLD.senha_hash IS DISTINCT FROM NEW.senha_hash
    OR OLD.role IS DISTINCT FROM NEW.role OR OLD.superadmin IS DISTINCT FROM NEW.superadmin
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.empresa_id IS DISTINCT FROM NEW.empresa_id)
  EXECUTE FUNCTION auth_invalidar();
CREATE TRIGGER auth_invalidar_exclusao AFTER DELETE ON usuarios FOR EACH ROW EXECUTE FUNCTION auth_invalidar();
CREATE TRIGGER auth_invalidar AFTER INSERT OR UPDATE OR DELETE ON usuario_permissoes
  FOR EACH ROW EXECUTE FUNCTION auth_invalidar();
CREATE TRIGGER auth_invalidar AFTER UPDATE OF revogada_em ON sessoes
  FOR EACH ROW WHEN (OLD.revogada_em IS NULL AND NEW.revogada_em IS NOT NULL) EXECUTE FUNCTION auth_invalidar();
CREATE TRIGGER auth_invalidar AFTER DELETE ON empresas FOR EACH ROW EXECUTE FUNCTION auth_invalidar();

-- 3. Every business's rows keyed by business, so the schema can be distributed by empresa_id (Citus) unchanged:
--    each tenant table's primary and unique keys and each foreign key between tenant tables include empresa_id.
--    Refresh tokens become a tenant table (they belong to a session, which belongs to a business).
ALTER TABLE refresh_tokens ADD COLUMN empresa_id bigint;
UPDATE refresh_tokens r SET empresa_id = s.empresa_id FROM sessoes s WHERE s.id = r.sessao_id;
DELETE FROM refresh_tokens WHERE empresa_id IS NULL;
ALTER TABLE refresh_tokens ALTER COLUMN empresa_id SET NOT NULL;
ALTER TABLE refresh_tokens DROP CONSTRAINT refresh_tokens_sessao_id_fkey;
DROP INDEX refresh_tokens_sessao_idx;
CREATE INDEX refresh_tokens_sessao_idx ON refresh_tokens (empresa_id, sessao_id);
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON refresh_tokens USING (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint)
  WITH CHECK (empresa_id = NULLIF(current_setting('app.empresa_id', true), '')::bigint);

-- Global unique keys of tenant tables are random tokens looked up on their own (an order's public code, an image's
-- storage key, a logo's token, a refresh token's hash): unique per business, with a plain index for the lookup.
ALTER TABLE pedidos DROP CONSTRAINT pedidos_codigo_key;
ALTER TABLE pedidos ADD CONSTRAINT pedidos_codigo_key UNIQUE (empresa_id, codigo);
CREATE INDEX pedidos_codigo_idx ON pedidos (codigo);
ALTER TABLE imagens DROP CONSTRAINT imagens_chave_key;
ALTER TABLE imagens ADD CONSTRAINT imagens_chave_key UNIQUE (empresa_id, chave);
CREATE INDEX imagens_chave_idx ON imagens (chave);
ALTER TABLE empresa_logos DROP CONSTRAINT empresa_logos_token_key;
ALTER TABLE empresa_logos ADD CONSTRAINT empresa_logos_token_key UNIQUE (empresa_id, token);
CREATE INDEX empresa_logos_token_idx ON empresa_logos (token);
ALTER TABLE refresh_tokens DROP CONSTRAINT refresh_tokens_token_hash_key;
ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_token_hash_key UNIQUE (empresa_id, token_hash);
CREATE INDEX refresh_tokens_token_hash_idx ON refresh_tokens (token_hash);

-- Primary keys: a tenant table's (id) becomes (empresa_id, id), and the unique (empresa_id, id) that duplicated it
-- goes. A function, because the migration runner calls it again after every run: a table a later migration
-- creates with `id ... PRIMARY KEY` gets the same key (its Drizzle mirror must then say so, or the schema test
-- fails). It changes nothing else: a unique key or a foreign key without empresa_id is left for the schema test
-- to reject, because only its author knows whether it must be global. Foreign keys pointing at a table are
-- dropped first and re-created as they were (they name (empresa_id, id) already).
CREATE FUNCTION chaves_por_empresa() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  k record;
  recriar text[];
  cmd text;
  emp smallint;
  ident smallint;
  dup name;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname AS nome, x.conname AS pk
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_constraint x ON x.conrelid = c.oid AND x.contype = 'p'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'empresa_id' AND NOT a.attisdropped
    JOIN pg_attribute i ON i.attrelid = c.oid AND i.attname = 'id' AND NOT i.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND x.conkey = ARRAY[i.attnum]
    ORDER BY c.relname
  LOOP
    SELECT a.attnum INTO emp FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attname = 'empresa_id';
    SELECT a.attnum INTO ident FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attname = 'id';
    SELECT coalesce(array_agg(format('ALTER TABLE %s ADD CONSTRAINT %I %s', f.conrelid::regclass, f.conname,
                                     pg_get_constraintdef(f.oid))), '{}')
      INTO recriar FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = t.oid;
    FOR k IN SELECT f.conrelid::regclass AS tabela, f.conname FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = t.oid
    LOOP
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', k.tabela, k.conname);
    END LOOP;
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t.nome, t.pk);
    FOR dup IN
      SELECT x.conname FROM pg_constraint x WHERE x.conrelid = t.oid AND x.contype = 'u'
        AND x.conkey @> ARRAY[emp, ident] AND x.conkey <@ ARRAY[emp, ident]
    LOOP
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t.nome, dup);
    END LOOP;
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (empresa_id, id)', t.nome, t.pk);
    FOREACH cmd IN ARRAY recriar LOOP
      EXECUTE cmd;
    END LOOP;
  END LOOP;
END $$;
SELECT chaves_por_empresa();

ALTER TABLE refresh_tokens ADD FOREIGN KEY (empresa_id, sessao_id) REFERENCES sessoes (empresa_id, id) ON DELETE CASCADE;
