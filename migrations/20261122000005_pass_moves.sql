-- A pass (Renju) is a move of its own kind: the player places no stone. Stored with the replay
-- token `pass` in `action`, like every other move.
ALTER TABLE moves DROP CONSTRAINT moves_kind_check;
ALTER TABLE moves ADD CONSTRAINT moves_kind_check
    CHECK (kind IN ('place', 'pass', 'decision', 'resign', 'timeout', 'draw'));
