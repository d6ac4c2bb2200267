-- Who is the computer is said by a column, not by the sign of an id. Each of the computer's
-- eight levels is a player of its own (its games, results and ratings apart from people's);
-- its rows exist from now on, whether or not it has played.
ALTER TABLE players ADD COLUMN computer_level SMALLINT UNIQUE
    CHECK (computer_level BETWEEN 1 AND 8);

-- Games played before this migration stored level N as player -N.
UPDATE players SET computer_level = -id WHERE id BETWEEN -8 AND -1;

INSERT INTO players (id, display_name, computer_level)
SELECT -level, 'Computer (level ' || level || ')', level
FROM generate_series(1, 8) AS level
ON CONFLICT (id) DO NOTHING;

-- A person's key is their Discord user id, a positive snowflake; the computer's keys are kept
-- out of that range, so the two can never collide.
ALTER TABLE players ADD CONSTRAINT players_person_or_computer
    CHECK ((computer_level IS NULL) = (id > 0));
