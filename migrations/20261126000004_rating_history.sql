-- Each rating after each rated game, for the rating-history charts of /pente stats. Written
-- in the transaction that rates the game; games rated before this migration have no rows
-- (their players' charts start at their next game).
CREATE TABLE rating_history (
    player_id BIGINT NOT NULL REFERENCES players (id),
    variant   TEXT NOT NULL,                     -- the rating family, as in ratings
    scope     BIGINT NOT NULL,                   -- a server id, or 0 for the global rating
    game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    rating    DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    rated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (player_id, variant, scope, game_id)
);
CREATE INDEX rating_history_player ON rating_history (player_id, scope, variant, rated_at);
