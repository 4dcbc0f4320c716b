-- A game database of the first releases of reversi serve (319de90 local games, ca58501
-- online play; PRAGMA user_version 0): the CREATE statements exactly as ca58501's
-- src/server/game_store.cpp and src/server/online_store.cpp ran them, with the rows of
-- 5e1554f.sql that could exist then (no balanced openings, no imported games) cut to the
-- columns of then. tests/server/store/schema_test.cpp opens it with today's code.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE games (  id TEXT PRIMARY KEY,  black TEXT NOT NULL,  white TEXT NOT NULL,  start TEXT NOT NULL,  plies TEXT NOT NULL,  cursor INTEGER NOT NULL,  explanations TEXT NOT NULL,  created INTEGER NOT NULL,  updated INTEGER NOT NULL);
CREATE TABLE online_matches (  id TEXT PRIMARY KEY,  host_secret TEXT NOT NULL,  guest_secret TEXT NOT NULL,  host_color TEXT NOT NULL,  clock_initial_ms INTEGER,  clock_increment_ms INTEGER,  created INTEGER NOT NULL);
CREATE TABLE online_events (  match_id TEXT NOT NULL REFERENCES online_matches(id),  seq INTEGER NOT NULL,  event TEXT NOT NULL,  PRIMARY KEY (match_id, seq));
INSERT INTO games VALUES('-pLR5T6t-F3doTM6TWjxeA','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3',3,'{}',1795586073,1795586073);
INSERT INTO games VALUES('MVH84YTfDkVvme3qnwIbkw','human','human','---------------------------OX------XO--------------------------- X','f5 d6 c3 d3 c4',4,'{}',1795586073,1795586073);
INSERT INTO online_matches VALUES('bejh4kq3B1ViaCsDyaEo1g','a6iMApGb11yH6NKhNQZH3Q','enoN69VVCYPLuZDvufeg3g','black',NULL,NULL,1795586073826);
INSERT INTO online_matches VALUES('yZbqD5IB1ZxDeLJft8Mgrg','z4kRSDS1Jm6uyaYBrq-eCg','bfa3MhV4bGS3eWKlQ7IcwQ','white',300000,3000,1795586074651);
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',1,'{"at":1795586074041,"color":"black","flipped":["e5"],"seq":1,"square":"f5","type":"move"}');
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',2,'{"at":1795586074191,"color":"white","flipped":["d5"],"seq":2,"square":"d6","type":"move"}');
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',3,'{"at":1795586074345,"color":"black","flipped":["d4"],"seq":3,"square":"c3","type":"move"}');
INSERT INTO online_events VALUES('bejh4kq3B1ViaCsDyaEo1g',4,'{"at":1795586074495,"color":"white","flipped":["d4"],"seq":4,"square":"d3","type":"move"}');
INSERT INTO online_events VALUES('yZbqD5IB1ZxDeLJft8Mgrg',1,'{"at":1795586074861,"color":"black","flipped":["e5"],"seq":1,"square":"f5","type":"move"}');
INSERT INTO online_events VALUES('yZbqD5IB1ZxDeLJft8Mgrg',2,'{"at":1795586075011,"color":"white","flipped":["e5"],"seq":2,"square":"f6","type":"move"}');
INSERT INTO online_events VALUES('yZbqD5IB1ZxDeLJft8Mgrg',3,'{"at":1795586075165,"color":"black","reason":"resigned","seq":3,"type":"end","winner":"white"}');
COMMIT;
