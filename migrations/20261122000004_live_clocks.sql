-- Live clocks (minutes plus increment): each player has a bank of time. For such a game,
-- turn_seconds is the bank every player starts with, clock_increment the seconds added after
-- each of their turns, and turn_deadline the moment the mover's bank runs out. A game without
-- an increment keeps the correspondence clock: turn_seconds per move.
ALTER TABLE challenges ADD COLUMN clock_increment INTEGER CHECK (clock_increment >= 0);
ALTER TABLE games ADD COLUMN clock_increment INTEGER CHECK (clock_increment >= 0);

-- The bank, in milliseconds, as it stood when the player's last turn ended (the mover's bank
-- is running: what is left of it is turn_deadline - now()). NULL without a live clock.
ALTER TABLE seats ADD COLUMN time_left_ms BIGINT CHECK (time_left_ms >= 0);
-- A live clock warns each player once per game when their bank runs low (not once per move,
-- which in time trouble would be every move).
ALTER TABLE seats ADD COLUMN low_time_warned BOOLEAN NOT NULL DEFAULT false;
