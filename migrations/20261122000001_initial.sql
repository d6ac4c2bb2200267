-- Everything a game needs to survive a restart. Discord ids are stored as BIGINT
-- (snowflakes fit in 63 bits); 0 is never a Discord id, so scope 0 means "global".

CREATE TABLE players (
    id           BIGINT PRIMARY KEY,             -- Discord user id
    display_name TEXT NOT NULL,                  -- cache, refreshed on every command
    is_bot       BOOLEAN NOT NULL DEFAULT false,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE servers (
    id               BIGINT PRIMARY KEY,         -- Discord guild id
    name             TEXT,
    default_rules    TEXT,                       -- a rules spec, e.g. "pente size=13"
    games_in_threads BOOLEAN NOT NULL DEFAULT false,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Open challenges (to named players) and lobbies (anyone may join).
CREATE TABLE challenges (
    id           BIGSERIAL PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('challenge', 'lobby')),
    server_id    BIGINT REFERENCES servers (id),
    channel_id   BIGINT NOT NULL,
    message_id   BIGINT,
    host_id      BIGINT NOT NULL REFERENCES players (id),
    rules        TEXT NOT NULL,                  -- rules spec: preset then changed key=value options
    rated        BOOLEAN NOT NULL,
    seat_order   TEXT NOT NULL CHECK (seat_order IN ('host-first', 'host-second', 'random')),
    turn_seconds INTEGER CHECK (turn_seconds > 0),
    status       TEXT NOT NULL DEFAULT 'open'
                 CHECK (status IN ('open', 'started', 'declined', 'cancelled', 'expired')),
    game_id      BIGINT,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX challenges_open_expiry ON challenges (expires_at) WHERE status = 'open';

-- Who is in a challenge or lobby: the host, the invited, and whoever joined.
CREATE TABLE challenge_members (
    challenge_id BIGINT NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
    player_id    BIGINT NOT NULL REFERENCES players (id),
    position     SMALLINT NOT NULL,              -- order of invitation or joining
    response     TEXT NOT NULL CHECK (response IN ('invited', 'accepted', 'declined')),
    PRIMARY KEY (challenge_id, player_id),
    UNIQUE (challenge_id, position)
);
CREATE INDEX challenge_members_player ON challenge_members (player_id);

CREATE TABLE games (
    id              BIGSERIAL PRIMARY KEY,
    challenge_id    BIGINT REFERENCES challenges (id),
    server_id       BIGINT REFERENCES servers (id),
    channel_id      BIGINT NOT NULL,
    thread_id       BIGINT,
    message_id      BIGINT,                      -- the latest board message
    rules           TEXT NOT NULL,
    variant         TEXT NOT NULL,               -- the preset name, for ratings and lists
    rated           BOOLEAN NOT NULL,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'cancelled')),
    plies           INTEGER NOT NULL DEFAULT 0,  -- number of rows in moves
    version         BIGINT NOT NULL DEFAULT 0,   -- bumped by every update (trigger below)
    to_move_seat    SMALLINT,                    -- the seat that must act; NULL when over
    winner_seats    SMALLINT[],                  -- empty for a draw; NULL while playing or cancelled
    end_reason      TEXT,
    draw_offers     SMALLINT[] NOT NULL DEFAULT '{}',  -- seats agreeing to a draw
    takeback_seat   SMALLINT,                    -- the seat asking to take back
    takeback_to_ply INTEGER,                     -- the game returns to this many plies
    takeback_agreed SMALLINT[] NOT NULL DEFAULT '{}',
    turn_seconds    INTEGER CHECK (turn_seconds > 0),
    turn_deadline   TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at     TIMESTAMPTZ
);
-- Every change to a game row bumps its version, so a write made against a stale copy of the
-- game (WHERE version = <what it read>) matches nothing instead of overwriting.
CREATE FUNCTION bump_game_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.version := OLD.version + 1;
    RETURN NEW;
END $$;
CREATE TRIGGER games_version BEFORE UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION bump_game_version();

CREATE INDEX games_deadline ON games (turn_deadline) WHERE status = 'active';
CREATE INDEX games_channel ON games (channel_id) WHERE status = 'active';

ALTER TABLE challenges ADD FOREIGN KEY (game_id) REFERENCES games (id);

CREATE TABLE seats (
    game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      SMALLINT NOT NULL CHECK (seat BETWEEN 0 AND 3),
    player_id BIGINT NOT NULL REFERENCES players (id),
    colour    SMALLINT NOT NULL CHECK (colour BETWEEN 0 AND 3),  -- current colour, after any swap
    team      SMALLINT,                          -- 0 or 1 in team games
    result    TEXT CHECK (result IN ('win', 'loss', 'draw')),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_player ON seats (player_id);

-- Every action in order: stones, opening decisions, resignations, timeouts, agreed draws.
CREATE TABLE moves (
    game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    seat      SMALLINT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    kind      TEXT NOT NULL CHECK (kind IN ('place', 'decision', 'resign', 'timeout', 'draw')),
    action    TEXT NOT NULL,                     -- the replay token: K10, choose=black, offer=..., resign
    played_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, ply)
);

-- Changing or removing stored moves (takebacks, or a hand edit) bumps the game's version too,
-- so no copy of the game made before it can be written back.
CREATE FUNCTION touch_game_of_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET updated_at = now() WHERE id = OLD.game_id;
    RETURN NULL;
END $$;
CREATE TRIGGER moves_touch_game AFTER UPDATE OR DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION touch_game_of_move();

-- The opening decisions, as their own list (a view over moves).
CREATE VIEW opening_decisions AS
    SELECT game_id, ply, seat, player_id, action, played_at FROM moves WHERE kind = 'decision';

-- Moves removed by an agreed takeback are kept here, so nothing is ever lost.
CREATE TABLE takebacks (
    id          BIGSERIAL PRIMARY KEY,
    game_id     BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    from_ply    INTEGER NOT NULL,
    seats       SMALLINT[] NOT NULL,
    actions     TEXT[] NOT NULL,
    asked_by    BIGINT NOT NULL REFERENCES players (id),
    taken_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE ratings (
    player_id  BIGINT NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL,                    -- rating family, e.g. pente, keryo-pente, renju
    scope      BIGINT NOT NULL,                  -- a server id, or 0 for the global rating
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (player_id, variant, scope)
);
CREATE INDEX ratings_board ON ratings (variant, scope, rating DESC);

-- Interactions already applied: a second delivery of the same id changes nothing.
CREATE TABLE interactions (
    id           BIGINT PRIMARY KEY,             -- Discord interaction id (or any unique request id)
    operation    TEXT NOT NULL,
    game_id      BIGINT,
    challenge_id BIGINT,
    processed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
