-- Engine reviews of finished games, one per game and engine (pente_ai::review::ENGINE, the
-- engine's name and version): asking again is answered from here, and a new engine reviews
-- the game afresh. The review is the engine's JSON (chances and mistakes per stone).
CREATE TABLE reviews (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    engine     TEXT NOT NULL,
    review     JSONB NOT NULL,
    seconds    REAL NOT NULL,                    -- how long the analysis took
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, engine)
);
