-- A spent refresh token remembers, for a short grace window, the pair it bought, so two refreshes
-- racing on one token both get that pair. The pair is sealed with a key only the spent token
-- itself gives, so the table still holds no token anyone could use; successor_hash names the
-- successor's refresh token, so the pair is only handed out again while that one is unspent.
ALTER TABLE auth_tokens ADD COLUMN rotated_at INTEGER;
ALTER TABLE auth_tokens ADD COLUMN successor_hash TEXT;
ALTER TABLE auth_tokens ADD COLUMN successor TEXT;
