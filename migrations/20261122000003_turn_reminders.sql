-- The deadline a reminder was last posted for: a reminder is due when the mover's deadline is
-- near and differs from this one (each move sets a new deadline). Not a game-state column, so
-- writing it does not bump the version.
ALTER TABLE games ADD COLUMN reminded_deadline TIMESTAMPTZ;

-- The clock sweep looks for active games by deadline.
CREATE INDEX games_turn_deadline ON games (turn_deadline)
    WHERE status = 'active' AND turn_deadline IS NOT NULL;
