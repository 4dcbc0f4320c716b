-- A game database of schema version 10 (PRAGMA user_version 10), the last before imported
-- games kept their file's facts (imported_games.ggf, version 11): aa6a4bc.sql opened by
-- the `reversi games import` of main at f780fe4 (which migrated it to version 10),
-- importing a GGS game lost on time into no list:
--   reversi games import frank.ggf --data DIR   (OirtW2AsjS1vbYQNHO8OhA)
--   frank.ggf: (;GM[Othello]PC[GGS/os]DT[2003.01.01]PB[frank]PW[gina]RB[2012.50]RW[1890.00]
--     TI[05:00//02:00]RE[+64.000:t]TY[8]BO[8 <the start> *]B[F5/-1.50/2.25]W[D6/1.00]B[C3//0.50];)
-- and dumped with `sqlite3 games.sqlite3 .dump`, which leaves out the version: the PRAGMA
-- user_version line after BEGIN is added by hand. It holds aa6a4bc.sql's games, matches
-- and copies. tests/server/store/schema_test.cpp opens it with today's code.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
PRAGMA user_version=10;
CREATE TABLE games (  id TEXT PRIMARY KEY,  black TEXT NOT NULL,  white TEXT NOT NULL,  start TEXT NOT NULL,  plies TEXT NOT NULL,  cursor INTEGER NOT NULL,  explanations TEXT NOT NULL,  created INTEGER NOT NULL,  updated INTEGER NOT NULL, player TEXT, created_ms INTEGER, balanced_opening INTEGER NOT NULL DEFAULT 0);
INSERT INTO games VALUES('-pLR5T6t-F3doTM6TWjxeA','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1795586073,1795586073,'FixturePlayerToken0001',1795586073506,0);
INSERT INTO games VALUES('ox4fIUOgZhBSqS7rqHXHhg','level-1','human','---------------------------OX------XO--------------------------- X','f5 f4 c3 c4 b3 g6 d3 c6 c5',9,'{"8":{"en":"It expects to win by 4 discs (estimate).","ja":"4 石差で勝つ見込みです (推定)。"}}',1795586073,1795586073,'FixturePlayerToken0001',1795586073550,67);
INSERT INTO games VALUES('MVH84YTfDkVvme3qnwIbkw','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3 d3 c4',4,'{}',1795586073,1795586073,NULL,1795586073820,0);
INSERT INTO games VALUES('-9cqrnQ4LpML7eWqWRYMCw','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1795586075,1795586075,NULL,1795586075601,0);
INSERT INTO games VALUES('baP2xbeda_T0fFxXqblOsg','human','human','---------------------------OX------XO--------------------------- X','f5 f6',2,'{}',1795902083,1795902083,'FixturePlayerToken0001',1795902083124,0);
INSERT INTO games VALUES('vw6J-FNbv7Gm_9eCWX8rEQ','human','human','---------------------------OX------XO--------------------------- X','d3 c5 f6',3,'{}',1796271237,1796271237,NULL,1796271237154,0);
INSERT INTO games VALUES('jfbk5uxCHnw2XAy2lyAf2g','human','human','---------------------------OX------XO--------------------------- X','d3 c5 f6',3,'{}',1796271237,1796271237,NULL,1796271237190,0);
INSERT INTO games VALUES('xCFuMOx3ViDxfHoFe-FEUg','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3 d3',4,'{}',1796271244,1796271244,'FixturePlayerToken0001',1796271244890,0);
INSERT INTO games VALUES('MdtjK2fQLFKkQJpwtH0LJg','human','human','---------------------------OX------XO--------------------------- X','e6 f4 c3 c4 d3',5,'{}',1796293920,1796293920,NULL,1796293920018,0);
INSERT INTO games VALUES('OirtW2AsjS1vbYQNHO8OhA','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1796297529,1796297529,NULL,1796297529260,0);
CREATE TABLE imported_games (  id TEXT PRIMARY KEY,  black TEXT NOT NULL,  white TEXT NOT NULL,  place TEXT NOT NULL,  date TEXT NOT NULL,  result INTEGER, import_key TEXT);
INSERT INTO imported_games VALUES('-9cqrnQ4LpML7eWqWRYMCw','Alice','Bob','Club','2026-11-20',2,'851e63b3b4f94c32d35783fde50983741f2e61915400329610c12c0d7e00bfcb');
INSERT INTO imported_games VALUES('vw6J-FNbv7Gm_9eCWX8rEQ','Carol','Dave','Club','2026-12-01',NULL,'62ac99225a3fbcbe1d33ecd84acced1201e364b218f0376d6f2a3306ad44d0c5');
INSERT INTO imported_games VALUES('jfbk5uxCHnw2XAy2lyAf2g','Carol','Dave','Club','2026-12-01',NULL,NULL);
INSERT INTO imported_games VALUES('xCFuMOx3ViDxfHoFe-FEUg','','','','',NULL,'089e493a6c76b68bb1901eef6e39bba5a124373e7e91c98ae5e182f4b98c8366');
INSERT INTO imported_games VALUES('MdtjK2fQLFKkQJpwtH0LJg','','','','',NULL,'7c9835440a5484e342d84e33b98a3ce8f199b3de3aa9dcb255082dc66992d707');
INSERT INTO imported_games VALUES('OirtW2AsjS1vbYQNHO8OhA','frank','gina','GGS/os','2003.01.01',64,'febf14a762fd139a286fef0b7d4a87502a387a0d458bdb19d97a2270dae19e4a');
CREATE TABLE online_matches (  id TEXT PRIMARY KEY,  host_secret TEXT NOT NULL,  guest_secret TEXT NOT NULL,  host_color TEXT NOT NULL,  clock_initial_ms INTEGER,  clock_increment_ms INTEGER,  created INTEGER NOT NULL);
INSERT INTO online_matches VALUES('bejh4kq3B1ViaCsDyaEo1g','a6iMApGb11yH6NKhNQZH3Q','enoN69VVCYPLuZDvufeg3g','black',NULL,NULL,1795586073826);
INSERT INTO online_matches VALUES('yZbqD5IB1ZxDeLJft8Mgrg','z4kRSDS1Jm6uyaYBrq-eCg','bfa3MhV4bGS3eWKlQ7IcwQ','white',300000,3000,1795586074651);
CREATE TABLE online_events (  match_id TEXT NOT NULL REFERENCES online_matches(id),  seq INTEGER NOT NULL,  event TEXT NOT NULL,  PRIMARY KEY (match_id, seq));
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',1,'{"at":1795586074041,"color":"black","flipped":["e5"],"seq":1,"square":"f5","type":"move"}');
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',2,'{"at":1795586074191,"color":"white","flipped":["d5"],"seq":2,"square":"d6","type":"move"}');
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',3,'{"at":1795586074345,"color":"black","flipped":["d4"],"seq":3,"square":"c3","type":"move"}');
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',4,'{"at":1795586074495,"color":"white","flipped":["d4"],"seq":4,"square":"d3","type":"move"}');
INSERT INTO online_events VALUES('yZbqD5IB1ZxDeLJft8Mgrg',1,'{"at":1795586074861,"color":"black","flipped":["e5"],"seq":1,"square":"f5","type":"move"}');
INSERT INTO online_events VALUES('yZbqD5IB1ZxDeLJft8Mgrg',2,'{"at":1795586075011,"color":"white","flipped":["e5"],"seq":2,"square":"f6","type":"move"}');
INSERT INTO online_events VALUES('yZbqD5IB1ZxDeLJft8Mgrg',3,'{"at":1795586075165,"color":"black","reason":"resigned","seq":3,"type":"end","winner":"white"}');
CREATE TABLE online_damaged_events (  match_id TEXT NOT NULL,  seq INTEGER NOT NULL,  event,  set_aside INTEGER NOT NULL);
CREATE TABLE online_games (  game_id TEXT PRIMARY KEY,  match_id TEXT NOT NULL,  round INTEGER NOT NULL,  player TEXT NOT NULL,  color TEXT NOT NULL,  ending TEXT NOT NULL,  winner TEXT,  UNIQUE (match_id, round, player));
INSERT INTO online_games VALUES('baP2xbeda_T0fFxXqblOsg','yZbqD5IB1ZxDeLJft8Mgrg',1,'FixturePlayerToken0001','white','resigned','white');
CREATE TABLE online_presence (  match_id TEXT NOT NULL,  server TEXT NOT NULL,  host_seats INTEGER NOT NULL,  guest_seats INTEGER NOT NULL,  spectators INTEGER NOT NULL,  seen_at INTEGER NOT NULL,  PRIMARY KEY (match_id, server));
CREATE TABLE health_checks (id INTEGER PRIMARY KEY, checked_ms INTEGER NOT NULL);
CREATE TABLE offline_games (  game_id TEXT PRIMARY KEY,  player TEXT NOT NULL,  offline_id TEXT NOT NULL,  UNIQUE (player, offline_id));
CREATE INDEX games_by_player ON games (player, created_ms, id);
CREATE INDEX online_presence_by_server ON online_presence (server);
CREATE UNIQUE INDEX imported_games_by_key ON imported_games (import_key);
COMMIT;
