-- A game database of schema version 12 (PRAGMA user_version 12), the last before public
-- online matches (online_matches.is_public and guest_taken_ms, version 13): fcc9059.sql
-- opened by the `reversi serve` of main at 47d3720 (which migrated it to version 12), with
-- one private online match created over its API:
--   POST /api/online {"color":"black","clock":{"minutes":3,"increment":2}}
--     (54cwoSloAYkDy9ejvGCXxQ, no move yet)
-- and dumped with `sqlite3 games.sqlite3 .dump`, which leaves out the version: the PRAGMA
-- user_version line after BEGIN is added by hand. It holds fcc9059.sql's games, matches
-- and copies. tests/server/store/schema_test.cpp opens it with today's code.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
PRAGMA user_version=12;
CREATE TABLE games (  id TEXT PRIMARY KEY,  black TEXT NOT NULL,  white TEXT NOT NULL,  start TEXT NOT NULL,  plies TEXT NOT NULL,  cursor INTEGER NOT NULL,  reasons TEXT NOT NULL,  created INTEGER NOT NULL,  updated INTEGER NOT NULL, player TEXT, created_ms INTEGER, balanced_opening INTEGER NOT NULL DEFAULT 0);
INSERT INTO games VALUES('-pLR5T6t-F3doTM6TWjxeA','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1795586073,1795586073,'FixturePlayerToken0001',1795586073506,0);
INSERT INTO games VALUES('ox4fIUOgZhBSqS7rqHXHhg','level-1','human','---------------------------OX------XO--------------------------- X','f5 f4 c3 c4 b3 g6 d3 c6 c5',9,'{"8":{"exact":false,"expectedLine":[],"expectedScore":4,"flipped":1,"fromBook":false,"openness":null,"takesCorner":false}}',1795586073,1795586073,'FixturePlayerToken0001',1795586073550,67);
INSERT INTO games VALUES('MVH84YTfDkVvme3qnwIbkw','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3 d3 c4',4,'{}',1795586073,1795586073,NULL,1795586073820,0);
INSERT INTO games VALUES('-9cqrnQ4LpML7eWqWRYMCw','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1795586075,1795586075,NULL,1795586075601,0);
INSERT INTO games VALUES('baP2xbeda_T0fFxXqblOsg','human','human','---------------------------OX------XO--------------------------- X','f5 f6',2,'{}',1795902083,1795902083,'FixturePlayerToken0001',1795902083124,0);
INSERT INTO games VALUES('vw6J-FNbv7Gm_9eCWX8rEQ','human','human','---------------------------OX------XO--------------------------- X','d3 c5 f6',3,'{}',1796271237,1796271237,NULL,1796271237154,0);
INSERT INTO games VALUES('jfbk5uxCHnw2XAy2lyAf2g','human','human','---------------------------OX------XO--------------------------- X','d3 c5 f6',3,'{}',1796271237,1796271237,NULL,1796271237190,0);
INSERT INTO games VALUES('xCFuMOx3ViDxfHoFe-FEUg','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3 d3',4,'{}',1796271244,1796271244,'FixturePlayerToken0001',1796271244890,0);
INSERT INTO games VALUES('MdtjK2fQLFKkQJpwtH0LJg','human','human','---------------------------OX------XO--------------------------- X','e6 f4 c3 c4 d3',5,'{}',1796293920,1796293920,NULL,1796293920018,0);
INSERT INTO games VALUES('OirtW2AsjS1vbYQNHO8OhA','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1796297529,1796297529,NULL,1796297529260,0);
INSERT INTO games VALUES('DLzzsfW0Em7gjFyQLNxK_A','human','openness','---------------------------OX------XO--------------------------- X','d3 e3 f2 c3 f5 f4',6,'{"5":{"exact":false,"expectedLine":[],"expectedScore":null,"flipped":1,"fromBook":false,"openness":1,"takesCorner":false}}',1796304412,1796304412,NULL,1796304412890,0);
INSERT INTO games VALUES('wCYdVxnPRf34kSU21VAIGw','most-flips','human','---------------------------OX------XO--------------------------- X','c4 c3 d3',3,'{"0":{"exact":false,"expectedLine":[],"expectedScore":null,"flipped":1,"fromBook":false,"openness":null,"takesCorner":false},"2":{"exact":false,"expectedLine":[],"expectedScore":null,"flipped":1,"fromBook":false,"openness":null,"takesCorner":false}}',1796304412,1796304412,NULL,1796304412893,0);
INSERT INTO games VALUES('Oy9qNtM_eUjiYfvi3RTdAg','human','level-5','---------------------------OX------XO--------------------------- X','f5 d6',2,'{"1":{"exact":false,"expectedLine":[],"expectedScore":0,"flipped":1,"fromBook":true,"openness":null,"takesCorner":false}}',1796304412,1796304412,NULL,1796304412895,0);
INSERT INTO games VALUES('ivu3mRYdr3dZStCKwfk9lg','human','level-3','---------------------------OX------XO--------------------------- X','f5 f6 e6 f4 g6 c5 f3 g4 e3 g5 h3 h4 h5 e7 d6 f7 d7 c6 f8 d8 e8 g8 g3 e2 d1 f2 e1 h7 d2 d3 c3 g1 c4 b3 a3 b2 b5 b6 c2 a5 f1 c1 a1 h2 c8 b4',46,'{"45":{"exact":true,"expectedLine":["b4","h8","g2","b1","a2","g7","h6","h1","a4","b7"],"expectedScore":-38,"flipped":2,"fromBook":false,"openness":null,"takesCorner":false}}',1796304413,1796304413,NULL,1796304413040,0);
INSERT INTO games VALUES('BVLzVObpdxNfl9JiMulgbg','level-3','human','---------------------------OX------XO--------------------------- X','f5 f6 e6 f4 g6 c5 f3 g4 e3 g5 h3 h4 h5 e7 d6 f7 d7 c6 f8 d8 e8 g8 g3 e2 d1 f2 e1 h7 d2 d3 c3 g1 c4 b3 a3 b2 b5 b6 c2 a5 f1 c1 a1 h2 c8 b8 h6 c7 h8 b4 a4',51,'{"50":{"exact":true,"expectedLine":["a4","g2","b1","a2","a6","b7","a8","g7","a7","pass"],"expectedScore":32,"flipped":2,"fromBook":false,"openness":null,"takesCorner":false}}',1796304413,1796304413,NULL,1796304413159,0);
INSERT INTO games VALUES('lxpNztJWoLvASgLKrj1eXA','level-3','human','---------------------------OX------XO--------------------------- X','f5 f6 e6 f4 g4 g6 g5 e7 f3 d6 f7 h3 g3 f8 d7 h5 e8 d8 c7 c5 c3 b6 c4 d3 e3 h4 c6 b5 b4 a3 a5 c2 d2 a4 a2 b3 a6 c1 f2 e2 g2 e1 g1 f1 h1',45,'{"44":{"exact":true,"expectedLine":["h1","h2","b2","a1","b1","b7","d1","a7","a8","b8"],"expectedScore":28,"flipped":2,"fromBook":false,"openness":null,"takesCorner":true}}',1796304413,1796304413,NULL,1796304413185,0);
CREATE TABLE imported_games (  id TEXT PRIMARY KEY,  black TEXT NOT NULL,  white TEXT NOT NULL,  place TEXT NOT NULL,  date TEXT NOT NULL,  result INTEGER, import_key TEXT, ggf TEXT);
INSERT INTO imported_games VALUES('-9cqrnQ4LpML7eWqWRYMCw','Alice','Bob','Club','2026-11-20',2,'851e63b3b4f94c32d35783fde50983741f2e61915400329610c12c0d7e00bfcb',NULL);
INSERT INTO imported_games VALUES('vw6J-FNbv7Gm_9eCWX8rEQ','Carol','Dave','Club','2026-12-01',NULL,'62ac99225a3fbcbe1d33ecd84acced1201e364b218f0376d6f2a3306ad44d0c5',NULL);
INSERT INTO imported_games VALUES('jfbk5uxCHnw2XAy2lyAf2g','Carol','Dave','Club','2026-12-01',NULL,NULL,NULL);
INSERT INTO imported_games VALUES('xCFuMOx3ViDxfHoFe-FEUg','','','','',NULL,'089e493a6c76b68bb1901eef6e39bba5a124373e7e91c98ae5e182f4b98c8366',NULL);
INSERT INTO imported_games VALUES('MdtjK2fQLFKkQJpwtH0LJg','','','','',NULL,'7c9835440a5484e342d84e33b98a3ce8f199b3de3aa9dcb255082dc66992d707',NULL);
INSERT INTO imported_games VALUES('OirtW2AsjS1vbYQNHO8OhA','frank','gina','GGS/os','2003.01.01',64,'febf14a762fd139a286fef0b7d4a87502a387a0d458bdb19d97a2270dae19e4a',NULL);
CREATE TABLE online_matches (  id TEXT PRIMARY KEY,  host_secret TEXT NOT NULL,  guest_secret TEXT NOT NULL,  host_color TEXT NOT NULL,  clock_initial_ms INTEGER,  clock_increment_ms INTEGER,  created INTEGER NOT NULL);
INSERT INTO online_matches VALUES('bejh4kq3B1ViaCsDyaEo1g','a6iMApGb11yH6NKhNQZH3Q','enoN69VVCYPLuZDvufeg3g','black',NULL,NULL,1795586073826);
INSERT INTO online_matches VALUES('yZbqD5IB1ZxDeLJft8Mgrg','z4kRSDS1Jm6uyaYBrq-eCg','bfa3MhV4bGS3eWKlQ7IcwQ','white',300000,3000,1795586074651);
INSERT INTO online_matches VALUES('54cwoSloAYkDy9ejvGCXxQ','ugZjYESCB2I07KfFHKYKig','AaZebl6HyEDDHLkT3lZv1w','black',180000,2000,1796317781046);
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
