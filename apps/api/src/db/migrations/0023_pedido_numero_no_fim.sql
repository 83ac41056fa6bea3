-- Orders: the number is the last thing an order gets before commit (D-310). Numbers are gap-free per business
-- because the business's `pedido_contadores` row is locked from the moment a number is taken until commit, so
-- everything that runs after it waits for every other order of the business. The order's rows, the other modules'
-- effects (stock, the reports' pending day) and the answer's read now run first, while the order has no number;
-- then one statement takes the number, writes it on the order and queues the event.
--
-- "No number yet" is NULL, not a placeholder: NULLs never collide in UNIQUE (empresa_id, numero_pedido), so
-- concurrent orders of one business do not wait on each other's index entry before they are numbered.
ALTER TABLE pedidos ALTER COLUMN numero_pedido DROP NOT NULL;

-- What NOT NULL guaranteed still holds at commit: an order inserted without its number must have one when its
-- transaction commits (a deferred check on the row as it is then), or the transaction fails.
CREATE FUNCTION pedido_numerado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pedidos WHERE empresa_id = NEW.empresa_id AND id = NEW.id AND numero_pedido IS NULL) THEN
    RAISE EXCEPTION 'pedido % sem número ao confirmar', NEW.id USING ERRCODE = 'not_null_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER pedidos_numero_no_commit AFTER INSERT ON pedidos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.numero_pedido IS NULL)
  EXECUTE FUNCTION pedido_numerado();
