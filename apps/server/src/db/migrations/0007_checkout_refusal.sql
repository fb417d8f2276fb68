-- Checkout's last statement refuses an order by raising this error (SQLSTATE LN409, the reason as
-- its message): it is sent together with COMMIT, so a refusal must stop the commit
-- (modules/wallet/wallet.ts, chargeOrderAtCheckout).
CREATE FUNCTION checkout_refused(reason text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'LN409', MESSAGE = reason;
END
$$;
