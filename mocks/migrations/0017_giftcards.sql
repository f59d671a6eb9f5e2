-- Gift cards a shopper can pay with. The number holds letters, so no card-number guard can ever
-- take it for a card's; the PIN is kept only as a hash of number and PIN. The balance (minor
-- units) is spent in the order's own batch, and the named CHECK keeps it from going below zero:
-- two orders racing for one balance cannot both spend it. A promotional card is not usable online;
-- an unreadable one stands for the card processor failing to answer.

CREATE TABLE gift_cards (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  pin_hash TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL,
  expires_on TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'standard' CHECK (kind IN ('standard', 'promotional', 'unreadable')),
  created_at INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT gift_card_balance CHECK (balance >= 0)
);

-- Seeded in every site currency, PIN 1234 for all (README, checkout test data): 25.00 and 200.00
-- to spend, one expired, one with nothing left, one promotional; and one whose check fails.
INSERT INTO gift_cards (id, number, pin_hash, currency, balance, expires_on, kind) VALUES
  ('gcUSDGOOD0025', 'RLGCUSDGOOD0025', '9f6a6bc393b6befe4de49e7f9831ab7a4f0f9bdb6509d397a63742013ced86bc', 'USD', 2500, '2030-12-31', 'standard'),
  ('gcUSDGOOD0200', 'RLGCUSDGOOD0200', 'c2e500760f57286b0a0d4a8c55a94d455c6887101e54c590b14ad2d56dac2c1a', 'USD', 20000, '2030-12-31', 'standard'),
  ('gcUSDEXPD0050', 'RLGCUSDEXPD0050', '281c47000564ade4cf43782b397a2831c3a29ef90586889499f081e709ea57d0', 'USD', 5000, '2024-01-31', 'standard'),
  ('gcUSDZERO0000', 'RLGCUSDZERO0000', 'f4b7a9098dfac26454599be9f6314ce680ae58ce51b1e935e9a46ec34584a3c7', 'USD', 0, '2030-12-31', 'standard'),
  ('gcUSDPROM0010', 'RLGCUSDPROM0010', 'cd02bd07123525a7a42b4bc584fdd4563991599d5c64470f873605fa11d6de7e', 'USD', 1000, '2030-12-31', 'promotional'),
  ('gcCADGOOD0025', 'RLGCCADGOOD0025', '0624dce93e0ea8fd88fd104cbed31043119b921453dcd14d53aa705f0fb4c0f8', 'CAD', 2500, '2030-12-31', 'standard'),
  ('gcCADGOOD0200', 'RLGCCADGOOD0200', 'd2d53c779f50adba260aeb6640957ec84735b3504d0a29cf05d6cd0d9498c253', 'CAD', 20000, '2030-12-31', 'standard'),
  ('gcCADEXPD0050', 'RLGCCADEXPD0050', '57449131c884403bd0e9ee5b2b9fa59740e2b0af47ed3755047e3f9deb0eff7f', 'CAD', 5000, '2024-01-31', 'standard'),
  ('gcCADZERO0000', 'RLGCCADZERO0000', '962d5efe8a4698aa6d85e71e364f3083fe33b00c82f7d84aecce55a27b552526', 'CAD', 0, '2030-12-31', 'standard'),
  ('gcCADPROM0010', 'RLGCCADPROM0010', '64b3b9463426b992bd986f059c3dae5437a37418c70f7d705f76793c9e7b33d1', 'CAD', 1000, '2030-12-31', 'promotional'),
  ('gcGBPGOOD0025', 'RLGCGBPGOOD0025', '7b14c2c76710e029d78364e33bbc2d14986a745849924c8bd1723fbad031d561', 'GBP', 2500, '2030-12-31', 'standard'),
  ('gcGBPGOOD0200', 'RLGCGBPGOOD0200', '9a0366ea7fe4827ca4f5f0b4e26f52f6c3a3e2effbda148c963036fe42a1477b', 'GBP', 20000, '2030-12-31', 'standard'),
  ('gcGBPEXPD0050', 'RLGCGBPEXPD0050', '02e40ff5e6170164fc5f1891dc1222c861be4f7ade544ad1be10565516425ee2', 'GBP', 5000, '2024-01-31', 'standard'),
  ('gcGBPZERO0000', 'RLGCGBPZERO0000', 'fb280204e305de8e23b127bdff7e623bf0e4b2c2e57a95f4670821ce32d82280', 'GBP', 0, '2030-12-31', 'standard'),
  ('gcGBPPROM0010', 'RLGCGBPPROM0010', 'bbede3a47e8bd0fdce13db642e3bfbaba1626eb10670793e178a4e205ee8c276', 'GBP', 1000, '2030-12-31', 'promotional'),
  ('gcEURGOOD0025', 'RLGCEURGOOD0025', '09fac424307418615a44921917caa8d6fd8457f938b714a5df6344616439368d', 'EUR', 2500, '2030-12-31', 'standard'),
  ('gcEURGOOD0200', 'RLGCEURGOOD0200', '6101dcc4ed2e4037eb065166544dd1c25f2262e1cd7ad7b306f1dea782f2c89d', 'EUR', 20000, '2030-12-31', 'standard'),
  ('gcEUREXPD0050', 'RLGCEUREXPD0050', '64b3d7f7b9484eb1dd792d46d2aac749b6e70ff8d55ce07a0221f3879463368f', 'EUR', 5000, '2024-01-31', 'standard'),
  ('gcEURZERO0000', 'RLGCEURZERO0000', '41d00ac1a8f2cdcd1032379a53ea422dbb1fd41cf92a00c49d5dcf9cde3bb1b3', 'EUR', 0, '2030-12-31', 'standard'),
  ('gcEURPROM0010', 'RLGCEURPROM0010', '7753a4fae586e2f78b10491528bf16a3eabdef80f80308da466b47c1403f568c', 'EUR', 1000, '2030-12-31', 'promotional'),
  ('gcNOKGOOD0025', 'RLGCNOKGOOD0025', 'd97e0cbead677c0375217c2e2e6c76697f5d129176433c9c72638fb088bb3b80', 'NOK', 2500, '2030-12-31', 'standard'),
  ('gcNOKGOOD0200', 'RLGCNOKGOOD0200', '2972d1fe8ed9165bec7d3dbb2c322e401b5090fea6c0118f86c215460234d21f', 'NOK', 20000, '2030-12-31', 'standard'),
  ('gcNOKEXPD0050', 'RLGCNOKEXPD0050', '21253d4c89162664893cbab0da033619ac2ac78972ffac01667f353f7b15bbde', 'NOK', 5000, '2024-01-31', 'standard'),
  ('gcNOKZERO0000', 'RLGCNOKZERO0000', '166d35396d260898e39efab6fe1d3af8923b5b807c1813ed36b2ca8a4fb9f599', 'NOK', 0, '2030-12-31', 'standard'),
  ('gcNOKPROM0010', 'RLGCNOKPROM0010', '72b93bb98e072e411895cbf19fb6594798745e9512216923f481427bbeda3ec2', 'NOK', 1000, '2030-12-31', 'promotional'),
  ('gcUSDFAIL0799', 'RLGCUSDFAIL0799', '0b28fec685f0befc67d2afcc3d8bfda23039d2f237fd77102e719b373eed0b8c', 'USD', 5000, '2030-12-31', 'unreadable');
